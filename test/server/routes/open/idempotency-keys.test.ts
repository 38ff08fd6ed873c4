/**
 * An Idempotency-Key answers a repeat of its own request, never another one: a join or a
 * booking sent again with the same key and body answers the first appointment; the same key
 * with another body is a 422 `idempotency_key_reused` that tells nothing of the first client;
 * the same key at another vendor is another key.
 */
import { beforeAll, expect, it } from "vitest";
import { bookingBody } from "../../../helpers/booking.js";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { joinBody } from "../../../helpers/join-body.js";
import { TEST_NOW, describeEachDialect } from "../../../helpers/test-server.js";
import { addVancouverVendor, VANCOUVER_VENDOR } from "../../../helpers/vancouver-vendor.js";

const JOIN = "/api/v2/open/queue-appointments";
const BOOK = "/api/v3/open/appointments";
const REUSED = { code: "idempotency_key_reused", message: expect.any(String) };

describeEachDialect("Idempotency-Key bound to its request", (server) => {
  let ids: DemoIds;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    server().clock.set(TEST_NOW);
  });

  const send = (url: string, payload: object, key: string, vendor = "demo") =>
    server().call({ method: "POST", url, payload, vendor, headers: { "idempotency-key": key } });
  const rows = async (table: "queue_appointments" | "appointments" | "clients") =>
    Number(
      (
        await server()
          .store.db.selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const join = (client: Parameters<typeof joinBody>[1] = {}) =>
    joinBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits") }, client, [{ question_id: ids.question("member"), value: 1 }]);
  const booking = (start: string, client: Parameters<typeof bookingBody>[1] = {}) =>
    bookingBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits"), start }, client);

  /** Nothing of the first client (code, name, email, phone) is in the refusal. */
  function expectNothingOf(first: { confirm_code: string }, refusal: string): void {
    expect(refusal).not.toContain(first.confirm_code);
    for (const secret of ["Maria", "García", "5550199", "maria@example.org"]) expect(refusal).not.toContain(secret);
  }

  it("answers a join sent again with the same key and body (keys in any order) with the first appointment", async () => {
    const body = join();
    const first = await send(JOIN, body, "join-same-0001");
    expect(first.statusCode, first.body).toBe(201);
    // The same request written another way (another key order, spaces the validation trims) is the same request.
    const { data } = body;
    const reordered = { data: { relationships: data.relationships, attributes: { ...data.attributes }, type: data.type } };
    reordered.data.relationships.client.data.attributes.first_name = " Maria ";
    const again = await send(JOIN, reordered, "join-same-0001");
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().data.attributes.confirm_code).toBe(first.json().data.attributes.confirm_code);
  });

  it("refuses the key of a join with another body (422), revealing nothing and writing nothing", async () => {
    const first = await send(JOIN, join(), "join-other-0001");
    expect(first.statusCode).toBe(201);
    const before = [await rows("queue_appointments"), await rows("clients")];
    const other = await send(JOIN, join({ first_name: "Mallory", last_name: "Evans", cell_phone: "+12125550123" }), "join-other-0001");
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual(REUSED);
    expectNothingOf(first.json().data.attributes, other.body);
    expect([await rows("queue_appointments"), await rows("clients")]).toEqual(before);
    // The first client's own retry still answers their join.
    expect((await send(JOIN, join(), "join-other-0001")).json().data.id).toBe(first.json().data.id);
  });

  it("lets only one of two different joins sent at once with one key in, and refuses the other", async () => {
    const before = await rows("queue_appointments");
    const answers = await Promise.all([send(JOIN, join({ first_name: "Ann" }), "join-race-0001"), send(JOIN, join({ first_name: "Bob" }), "join-race-0001")]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(answers.find((a) => a.statusCode === 422)?.json()).toEqual(REUSED);
    expect(await rows("queue_appointments")).toBe(before + 1);
  });

  it("answers a booking sent again with its key, and refuses the key with another body", async () => {
    const body = booking("2026-11-24T15:00:00Z");
    const first = await send(BOOK, body, "book-same-0001");
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(BOOK, body, "book-same-0001");
    expect([again.statusCode, again.json().data.id]).toEqual([200, first.json().data.id]);
    const before = await rows("appointments");
    const other = await send(BOOK, booking("2026-11-24T16:00:00Z", { first_name: "Mallory" }), "book-same-0001");
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual(REUSED);
    expectNothingOf(first.json().data.attributes, other.body);
    expect(await rows("appointments")).toBe(before);
  });

  it("keeps a join's key apart from a booking's: the same key on the other route is another key", async () => {
    expect((await send(JOIN, join(), "shared-route-0001")).statusCode).toBe(201);
    expect((await send(BOOK, booking("2026-11-24T17:00:00Z"), "shared-route-0001")).statusCode).toBe(201);
  });

  it("scopes keys by vendor: another vendor's client with the same key gets their own appointment", async () => {
    const mine = await send(JOIN, join(), "vendor-scope-0001");
    expect(mine.statusCode).toBe(201);
    const vancouver = await addVancouverVendor(server());
    const theirs = await send(
      JOIN,
      joinBody({ location_id: vancouver.locationId, service_id: vancouver.serviceId }, { first_name: "Lee", last_name: "Chan", cell_phone: "+16045550142" }),
      "vendor-scope-0001",
      VANCOUVER_VENDOR,
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
    expectNothingOf(mine.json().data.attributes, theirs.body);
  });

  it("refuses a key stored before requests were hashed: no request can show it is that one's repeat", async () => {
    const first = await send(JOIN, join(), "legacy-key-0001");
    await server().store.db.updateTable("queue_appointments").set({ idempotency_hash: null }).where("id", "=", first.json().data.id).execute();
    server().app.ctx.lines.forget();
    const again = await send(JOIN, join(), "legacy-key-0001");
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(REUSED);
  });
});
