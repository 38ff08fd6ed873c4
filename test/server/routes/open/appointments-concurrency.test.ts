/**
 * Bookings of the same slot fired at the same moment over real HTTP: the database decides,
 * exactly one wins and the others are told the slot is taken — on each dialect.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { allSlots, bookingBody, timeslots } from "../../../helpers/booking.js";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { joinDowntown } from "../../../helpers/join-demo.js";
import { describeEachDialect } from "../../../helpers/test-server.js";

describeEachDialect("concurrent bookings", (server) => {
  let ids: DemoIds;
  let base: string;
  let csrf: string;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    base = await server().app.listen({ port: 0, host: "127.0.0.1" });
    csrf = ((await (await fetch(`${base}/api/v2/open/csrf`, { headers: { "x-vendor": "demo" } })).json()) as { token: string }).token;
  });
  afterAll(async () => {
    await server().app.close();
  });

  async function book(body: unknown): Promise<{ status: number; json: { code?: string; data?: { id: number; attributes: { staff_id: number } } } }> {
    const res = await fetch(`${base}/api/v3/open/appointments`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-vendor": "demo", "x-csrf-token": csrf },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as never };
  }
  const granules = (start: string) => server().store.db.selectFrom("appointment_slots").select("staff_id").where("slot_start", "=", start).execute();

  it("lets exactly one of several clients book the same staff member at the same time", async () => {
    const start = "2026-11-23T20:00:00.000Z";
    const body = (name: string) =>
      bookingBody(
        { location_id: ids.location("downtown"), service_id: ids.service("loan-consultation"), start, staff_id: ids.staff("ana") },
        { first_name: name },
      );
    const results = await Promise.all(["Ada", "Bo", "Cy", "Di", "Ed"].map((name) => book(body(name))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.json.code === "slot_taken")).toBe(true);
    expect(await granules(start)).toEqual([{ staff_id: ids.staff("ana") }]);
    // The loser's fresh times no longer offer Ana then.
    const answer = await timeslots(server(), {
      location_id: ids.location("downtown"),
      service_id: ids.service("loan-consultation"),
      from: "2026-11-23",
      days: 1,
    });
    expect(allSlots(answer).find((s) => s.start === start)?.staff_ids).toEqual([ids.staff("ben")]);
  });

  it("refuses a second row for the same staff member and quarter hour at the database itself", async () => {
    const [row] = await server().store.db.selectFrom("appointment_slots").selectAll().limit(1).execute();
    if (!row) throw new Error("no booked granule to copy");
    await expect(server().store.db.insertInto("appointment_slots").values(row).execute()).rejects.toThrow();
  });

  it("gives each free staff member to one client when anyone will do, and no more", async () => {
    const start = "2026-11-23T21:00:00.000Z";
    const body = bookingBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits"), start });
    const results = await Promise.all([book(body), book(body), book(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409]);
    const staff = results.flatMap((r) => (r.json.data ? [r.json.data.attributes.staff_id] : [])).sort();
    expect(staff).toEqual([ids.staff("ana"), ids.staff("ben")].sort());
    expect(await granules(start)).toHaveLength(2);
  });

  it("converts a queue spot only if the booking wins, all in one transaction", async () => {
    const start = "2026-11-23T22:00:00.000Z";
    const spot = await joinDowntown(server(), ids);
    const target = { location_id: ids.location("downtown"), service_id: ids.service("deposits"), start, staff_id: ids.staff("ben") };
    const [plain, conversion] = await Promise.all([
      book(bookingBody(target)),
      book(bookingBody({ ...target, walkin: { id: spot.id, confirm_code: spot.code } })),
    ]);
    expect([plain.status, conversion.status].sort()).toEqual([201, 409]);
    const status = (await server().store.db.selectFrom("queue_appointments").select("status").where("id", "=", spot.id).executeTakeFirstOrThrow()).status;
    // Cancelled exactly when the conversion is the booking that won.
    expect(status).toBe(conversion.status === 201 ? 4 : 1);
  });

  it("converts one spot once, even when asked twice at once", async () => {
    const spot = await joinDowntown(server(), ids);
    const convert = (start: string) =>
      book(
        bookingBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits"), start, walkin: { id: spot.id, confirm_code: spot.code } }),
      );
    const results = await Promise.all([convert("2026-11-24T20:00:00.000Z"), convert("2026-11-24T21:00:00.000Z")]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.json.code).toBe("appointment_not_waiting");
    const converted = await server().store.db.selectFrom("appointments").select("id").where("walkin_id", "=", spot.id).execute();
    expect(converted).toHaveLength(1);
  });
});
