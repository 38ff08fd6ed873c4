/**
 * The not-url rule (spec section 5) on what a client types: names, notes, car details and text
 * answers with a web address are refused with `not_url` on their field, for a join and for a
 * booking, and nothing is written; an email address and ordinary text with dots pass.
 */
import { beforeAll, expect, it } from "vitest";
import { bookingBody } from "../../../helpers/booking.js";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { joinBody } from "../../../helpers/join-body.js";
import { describeEachDialect } from "../../../helpers/test-server.js";

describeEachDialect("the not-url rule", (server) => {
  let ids: DemoIds;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
  });
  const fieldsOf = (res: { json(): { errors?: { field: string; code: string }[] } }) =>
    Object.fromEntries((res.json().errors ?? []).map((e) => [e.field, e.code]));
  const rows = async (table: "queue_appointments" | "appointments" | "clients") =>
    Number(
      (
        await server()
          .store.db.selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const join = (attributes: Partial<Parameters<typeof joinBody>[0]>, client: Parameters<typeof joinBody>[1], answer = "") =>
    server().call({
      method: "POST",
      url: "/api/v2/open/queue-appointments",
      payload: joinBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits"), ...attributes }, client, [
        { question_id: ids.question("member"), value: 1 },
        { question_id: ids.question("anything-else"), value: answer },
      ]),
    });

  it("refuses a join with a web address in the notes, the names or a text answer: 422 not_url on each, nothing written", async () => {
    const before = [await rows("queue_appointments"), await rows("clients")];
    const res = await join(
      { notes: "see http://evil.example.com" },
      { first_name: "www.evil.example", last_name: "evil.example.com" },
      "more at evil.example.com/offer",
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("validation_failed");
    expect(fieldsOf(res)).toEqual({
      "client.first_name": "not_url",
      "client.last_name": "not_url",
      notes: "not_url",
      [`answers.${ids.question("anything-else")}`]: "not_url",
    });
    expect(res.json().errors.find((e: { field: string }) => e.field === "notes").message).toBe("Web addresses are not allowed here");
    expect([await rows("queue_appointments"), await rows("clients")]).toEqual(before);
  });

  it("refuses one in the car details of a curbside join", async () => {
    const res = await join({ service_id: ids.service("curbside-cash"), car_details: "Blue Civic, photo at https://x.example/car" }, {});
    expect(fieldsOf(res)).toEqual({ car_details: "not_url" });
  });

  it("lets an email address, abbreviations and numbers through", async () => {
    const res = await join({ notes: "Dr. Smith sent me, e.g. about 3.5 % — write to maria@example.org" }, { email: "maria@example.org" }, "U.S. account");
    expect(res.statusCode, res.body).toBe(201);
  });

  it("refuses a booking with a web address in the notes, nothing written", async () => {
    const before = await rows("appointments");
    const body = bookingBody(
      { location_id: ids.location("downtown"), service_id: ids.service("deposits"), start: "2026-11-23T15:00:00Z", notes: "www.evil.example.com" },
      { last_name: "evil.example.com" },
    );
    const res = await server().call({ method: "POST", url: "/api/v3/open/appointments", payload: body });
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toEqual({ "client.last_name": "not_url", notes: "not_url" });
    expect(await rows("appointments")).toBe(before);
  });
});
