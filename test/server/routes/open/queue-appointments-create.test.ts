import { beforeAll, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { joinBody } from "../../../helpers/join-body.js";
import { describeEachDialect, TEST_NOW } from "../../../helpers/test-server.js";

const URL = "/api/v2/open/queue-appointments";

describeEachDialect("POST /api/v2/open/queue-appointments", (server) => {
  let ids: DemoIds;
  const count = async () =>
    Number(
      (
        await server()
          .store.db.selectFrom("queue_appointments")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const fieldsOf = (res: { json(): { errors?: { field: string; code: string }[] } }) =>
    Object.fromEntries((res.json().errors ?? []).map((e) => [e.field, e.code]));

  beforeAll(async () => {
    ids = await demoIds(server().store.db);
  });

  it("joins the line: 201 with id, confirm code and included records", async () => {
    const body = joinBody(
      { location_id: ids.location("downtown"), service_id: ids.service("deposits"), utm_source: "newsletter" },
      { cell_phone: "(212) 555-0199", receive_sms: true },
      [
        { question_id: ids.question("member"), value: 1 },
        { question_id: ids.question("anything-else"), value: "  " },
      ],
    );
    const res = await server().call({ method: "POST", url: URL, payload: body });
    expect(res.statusCode).toBe(201);
    const { data, included } = res.json();
    expect(data.id).toEqual(expect.any(Number));
    expect(data.attributes).toMatchObject({
      status: 1,
      confirm_code: expect.stringMatching(/^[A-Z2-9]{8}$/),
      meeting_method: 1,
      fulfillment_method: 1,
      location_id: ids.location("downtown"),
      expected_start: TEST_NOW,
      position: 1,
      booked_through: "online_queue",
      user: null,
      dial_in: null,
    });
    const client = included.find((r: { type: string }) => r.type === "clients");
    expect(client.attributes).toMatchObject({ first_name: "Maria", cell_phone_formatted: "(212) 555-0199", receive_sms: true });
    const stored = await server().store.db.selectFrom("clients").selectAll().where("id", "=", client.id).executeTakeFirstOrThrow();
    expect(stored.cell_phone).toBe("+12125550199");
    // The empty text answer is dropped; the radio answer is kept.
    const answers = included.filter((r: { type: string }) => r.type === "answers");
    expect(answers.map((a: { attributes: unknown }) => a.attributes)).toEqual([{ question_id: ids.question("member"), value: 1 }]);
    const row = await server().store.db.selectFrom("queue_appointments").select(["utm", "channel_id"]).where("id", "=", data.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.utm)).toEqual({ utm_source: "newsletter" });
    expect(row.channel_id).toBe(13);
  });

  it("lists every invalid field with a stable code and changes nothing", async () => {
    const before = await count();
    const body = joinBody(
      { location_id: ids.location("downtown"), service_id: ids.service("loan-consultation"), compliance_agreed: false, notes: "card 1234 5678 9012" },
      { first_name: "R2-D2", cell_phone: "12ab", email: "not-an-email" },
      [
        { question_id: ids.question("topics"), value: [] },
        { question_id: ids.question("member"), value: 7 },
      ],
    );
    const res = await server().call({ method: "POST", url: URL, payload: body });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("validation_failed");
    expect(fieldsOf(res)).toEqual({
      "client.first_name": "name_invalid",
      "client.cell_phone": "phone_invalid",
      "client.email": "email_invalid",
      notes: "notes_digits",
      compliance_agreed: "compliance_required",
      [`answers.${ids.question("topics")}`]: "checkbox_required",
      [`answers.${ids.question("member")}`]: "answer_invalid_option",
    });
    expect(res.json().errors.find((e: { code: string }) => e.code === "notes_digits").message).toBe("Cannot contain 8 or more consecutive digits");
    expect(await count()).toBe(before);
  });

  it("needs a phone or an email, with the spec's message", async () => {
    const res = await server().call({
      method: "POST",
      url: URL,
      payload: joinBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits") }, { cell_phone: "", email: "" }, [
        { question_id: ids.question("member"), value: 0 },
      ]),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      {
        field: "client.contact",
        code: "contact_required",
        message: "We will notify you when it is your turn. Please provide either a phone number or an email",
      },
    ]);
  });

  it("refuses a private location with the spec's message", async () => {
    const res = await server().call({
      method: "POST",
      url: URL,
      payload: joinBody({ location_id: ids.location("riverside"), service_id: ids.service("open-account") }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toEqual({
      field: "location_id",
      code: "location_private",
      message: "This location is private and you cannot join the line here",
    });
  });

  it("refuses a location closed for callbacks, a service nobody serves, another vendor's location", async () => {
    const closed = await server().call({
      method: "POST",
      url: URL,
      payload: joinBody({ location_id: ids.location("harbor"), service_id: ids.service("loan-consultation"), meeting_method: 2 }),
    });
    expect(fieldsOf(closed)).toEqual({ location_id: "location_closed" });
    const video = await server().call({
      method: "POST",
      url: URL,
      payload: joinBody({ location_id: ids.location("uptown"), service_id: ids.service("open-account"), meeting_method: 3 }),
    });
    expect(fieldsOf(video)).toEqual({ service_id: "service_unavailable" });
    const foreign = await server().call({
      method: "POST",
      url: URL,
      vendor: "city-permits",
      payload: joinBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits") }),
    });
    expect(fieldsOf(foreign)).toEqual({ location_id: "location_unavailable" });
  });

  it("forces curbside for a curbside-only service and needs car details", async () => {
    const member = [{ question_id: ids.question("member"), value: 1 }];
    const noCar = await server().call({
      method: "POST",
      url: URL,
      payload: joinBody({ location_id: ids.location("downtown"), service_id: ids.service("curbside-cash"), fulfillment_method: 1 }, {}, member),
    });
    expect(fieldsOf(noCar)).toEqual({ car_details: "car_details_required" });
    const ok = await server().call({
      method: "POST",
      url: URL,
      payload: joinBody(
        {
          location_id: ids.location("downtown"),
          service_id: ids.service("curbside-cash"),
          fulfillment_method: 1,
          car_details: "Blue Civic, spot 4",
        },
        {},
        member,
      ),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.attributes).toMatchObject({ fulfillment_method: 2, car_details: "Blue Civic, spot 4" });
  });

  it("refuses curbside by phone, where it cannot be offered", async () => {
    const res = await server().call({
      method: "POST",
      url: URL,
      payload: joinBody({
        location_id: ids.location("downtown"),
        service_id: ids.service("card-pickup"),
        fulfillment_method: 2,
        meeting_method: 2,
        car_details: "Red van",
      }),
    });
    expect(fieldsOf(res)).toEqual({ service_id: "service_unavailable" });
  });

  it("applies the private-label vendor's contact options: phone required, email hidden, SMS forced", async () => {
    const cityIds = await demoIds(server().store.db, "city-permits");
    const base = { location_id: cityIds.location("city-hall"), service_id: cityIds.service("permit") };
    const missing = await server().call({ method: "POST", url: URL, vendor: "city-permits", payload: joinBody(base, { cell_phone: "", email: "" }) });
    expect(fieldsOf(missing)).toEqual({ "client.cell_phone": "phone_required" });
    const hidden = await server().call({ method: "POST", url: URL, vendor: "city-permits", payload: joinBody(base, { email: "a@example.org" }) });
    expect(fieldsOf(hidden)).toEqual({ "client.email": "field_hidden" });
    const ok = await server().call({ method: "POST", url: URL, vendor: "city-permits", payload: joinBody(base, { receive_sms: false }) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().included.find((r: { type: string }) => r.type === "clients").attributes.receive_sms).toBe(true);
  });

  // The form's own rule (readPhone): eight digits have the spec's shape but are no US number.
  it.each(["0612345678", "12345678"])("needs a country code for %s, which is not a number of the location's country", async (cell_phone) => {
    const res = await server().call({
      method: "POST",
      url: URL,
      payload: joinBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits") }, { cell_phone }, [
        { question_id: ids.question("member"), value: 1 },
      ]),
    });
    expect(fieldsOf(res)).toEqual({ "client.cell_phone": "phone_needs_country_code" });
  });

  it("answers wrong types and missing fields with 422 on short field names", async () => {
    const res = await server().call({
      method: "POST",
      url: URL,
      payload: {
        data: { type: "queue-appointments", attributes: { location_id: "1", service_id: 2 }, relationships: { client: { data: { attributes: {} } } } },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toMatchObject({ location_id: "invalid_type", "client.first_name": "required" });
  });

  it("refuses joins when the vendor takes no callback requests", async () => {
    const clinic = await demoIds(server().store.db, "northwind-clinic");
    const res = await server().call({
      method: "POST",
      url: URL,
      vendor: "northwind-clinic",
      payload: joinBody({ location_id: clinic.location("main"), service_id: clinic.service("checkup") }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: "callbacks_disabled", message: "We are currently not taking callback requests" });
  });

  it("does not duplicate a retried join with the same Idempotency-Key, even when both arrive at once", async () => {
    const before = await count();
    const payload = joinBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits") }, {}, [
      { question_id: ids.question("member"), value: 1 },
    ]);
    const headers = { "idempotency-key": "retry-key-0001" };
    const [a, b] = await Promise.all([
      server().call({ method: "POST", url: URL, payload, headers }),
      server().call({ method: "POST", url: URL, payload, headers }),
    ]);
    const c = await server().call({ method: "POST", url: URL, payload, headers });
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(c.statusCode).toBe(200);
    expect(new Set([a.json().data.id, b.json().data.id, c.json().data.id]).size).toBe(1);
    expect(a.json().data.attributes.confirm_code).toBe(c.json().data.attributes.confirm_code);
    expect(await count()).toBe(before + 1);
  });

  it("estimates later starts for clients further back in the line", async () => {
    const join = () =>
      server().call({
        method: "POST",
        url: URL,
        payload: joinBody({ location_id: ids.location("toronto"), service_id: ids.service("deposits") }, { cell_phone: "+14165550123" }, [
          { question_id: ids.question("member"), value: 0 },
        ]),
      });
    const first = (await join()).json().data.attributes;
    const second = (await join()).json().data.attributes;
    expect(second.position).toBe(first.position + 1);
    expect(new Date(second.expected_start).getTime() - new Date(first.expected_start).getTime()).toBe(8 * 60_000);
  });
});
