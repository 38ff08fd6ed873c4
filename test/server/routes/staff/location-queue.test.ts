import { beforeAll, beforeEach, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { joinBody } from "../../../helpers/join-body.js";
import { describeEachDialect } from "../../../helpers/test-server.js";
import { clearLines, issueToken, join, patchStatus, staffCall } from "./staff-fixtures.js";

describeEachDialect("GET /api/v2/staff/locations/{id}/queue", (server) => {
  let ids: DemoIds;
  let ana: string;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    ana = await issueToken(server(), "ana");
  });
  beforeEach(() => clearLines(server()));

  const queue = (token = ana, location = ids.location("downtown")) =>
    staffCall(server(), token, { method: "GET", url: `/api/v2/staff/locations/${location}/queue` });

  it("lists the client in progress first, then the line in arrival order, with what staff need to serve them", async () => {
    const first = await join(server(), ids, { firstName: "Amy" });
    const curbside = await server().call({
      method: "POST",
      url: "/api/v2/open/queue-appointments",
      payload: joinBody(
        {
          location_id: ids.location("downtown"),
          service_id: ids.service("curbside-cash"),
          fulfillment_method: 2,
          car_details: "Blue Civic",
          notes: "Two envelopes",
        },
        { first_name: "Bo", last_name: "Chen", email: "bo@example.org", cell_phone: "+12125550123", lang: "ko" },
        [{ question_id: ids.question("member"), value: 1 }],
      ),
    });
    expect(curbside.statusCode, curbside.body).toBe(201);
    const second = curbside.json().data.id as number;
    const third = await join(server(), ids, { firstName: "Cy", method: 2 });
    expect((await patchStatus(server(), ana, first, { status: 5 })).statusCode).toBe(200);

    const res = await queue();
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(data.map((e: { id: number }) => e.id)).toEqual([first, second, third]);
    expect(data.map((e: { attributes: { position: number | null } }) => e.attributes.position)).toEqual([null, 1, 2]);
    expect(data[0].attributes).toMatchObject({ status: 5, user: { full_name: "Ana Lopez" }, expected_start: null, actions: ["complete", "no_show"] });
    expect(data[1].attributes).toMatchObject({
      status: 1,
      // Staff see the client's language, to greet and call them in it.
      client: { first_name: "Bo", last_name: "Chen", email: "bo@example.org", cell_phone: "+12125550123", cell_phone_formatted: "(212) 555-0123", lang: "ko" },
      service: { id: ids.service("curbside-cash"), name: expect.any(String) },
      meeting_method: 1,
      fulfillment_method: 2,
      car_details: "Blue Civic",
      notes: "Two envelopes",
      answers: [{ question_id: ids.question("member"), label: "Are you already a member?", value: 1, text: "Yes" }],
      expected_start: expect.any(String),
      user: null,
      // Ana (staff) serves in person but may not cancel.
      actions: ["start", "no_show"],
    });
    expect(data[2].attributes).toMatchObject({ meeting_method: 2, client: { lang: "en" } });
    expect(meta.location).toEqual({ id: ids.location("downtown"), name: "Downtown Branch" });
    expect(meta.staff).toEqual([
      { id: ids.staff("ana"), full_name: "Ana Lopez", role_level: 10, on_duty: true, serving_id: first, serving_booking_id: null },
      { id: ids.staff("ben"), full_name: "Ben Carter", role_level: 15, on_duty: true, serving_id: null, serving_booking_id: null },
    ]);
    expect(meta.off_duty_staff).toEqual([expect.objectContaining({ id: ids.staff("kiosk-downtown"), on_duty: false })]);
    expect(meta.can_manage_presence).toBe(false);
  });

  it("leaves out finished visits", async () => {
    const id = await join(server(), ids);
    await patchStatus(server(), ana, id, { status: 3 });
    expect((await queue()).json().data).toEqual([]);
  });

  it("refuses a location the staff member is not assigned to (403) and answers 404 for an unknown one, 422 for a malformed id", async () => {
    const elsewhere = await queue(ana, ids.location("toronto"));
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual({ code: "forbidden", message: "You are not assigned to this location" });
    expect((await queue(ana, 999999)).statusCode).toBe(404);
    expect((await queue(ana, 9999999999)).statusCode).toBe(422);
    const bad = await staffCall(server(), ana, { method: "GET", url: "/api/v2/staff/locations/abc/queue" });
    expect(bad.statusCode).toBe(422);
  });
});
