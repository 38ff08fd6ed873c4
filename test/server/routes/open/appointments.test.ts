import { readFileSync } from "node:fs";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { allSlots, bookDowntown, bookingBody, timeslots } from "../../../helpers/booking.js";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { ADMIN_TOKEN, TEST_NOW, describeEachDialect } from "../../../helpers/test-server.js";

describeEachDialect("POST/GET/PATCH /api/v3/open/appointments", (server) => {
  let ids: DemoIds;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
  });
  beforeEach(() => server().clock.set(TEST_NOW));

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    server().call({ method: "POST", url: "/api/v3/open/appointments", payload: payload as object, headers });
  const read = (id: number, code: string) => server().call({ method: "GET", url: `/api/v3/open/appointments/${id}?code=${code}` });
  const patch = (id: number, attributes: Record<string, unknown>) =>
    server().call({ method: "PATCH", url: `/api/v3/open/appointments/${id}`, payload: { data: { type: "appointments", attributes } } });
  const count = async () =>
    Number(
      (
        await server()
          .store.db.selectFrom("appointments")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const downtown = (start: string, extra = {}) => bookingBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits"), start, ...extra });
  const freeStaffAt = async (start: string, service = "deposits") => {
    const answer = await timeslots(server(), { location_id: ids.location("downtown"), service_id: ids.service(service), from: start.slice(0, 10), days: 1 });
    return allSlots(answer).find((s) => s.start === start)?.staff_ids ?? [];
  };

  it("books a free slot and answers the appointment with what the manage page shows", async () => {
    const res = await post(downtown("2026-11-23T15:00:00Z"));
    expect(res.statusCode, res.body).toBe(201);
    const { data, included } = res.json();
    expect(data.attributes).toMatchObject({
      status: 1,
      start: "2026-11-23T15:00:00.000Z",
      end: "2026-11-23T15:08:00.000Z",
      timezone: "America/New_York",
      meeting_method: 1,
      staff_id: ids.staff("ana"),
      user: { full_name: "Ana Lopez" },
      cancellable: true,
      reschedulable: true,
      cancel_until: "2026-11-23T14:00:00.000Z",
      rescheduled: false,
      walkin_id: null,
      booked_through: "modern_client_view",
    });
    expect(data.attributes.confirm_code).toMatch(/^[A-Z2-9]{8}$/);
    expect((included as { type: string }[]).map((r) => r.type)).toEqual(["clients", "locations", "services", "users"]);
    expect(included[0].attributes).toMatchObject({ first_name: "Maria", cell_phone_formatted: "(212) 555-0199" });
    // Ana holds that quarter hour now; Ben is still free.
    expect(await freeStaffAt("2026-11-23T15:00:00.000Z")).toEqual([ids.staff("ben")]);
  });

  it("reads it back only with its code, and another vendor cannot", async () => {
    const booked = await bookDowntown(server(), ids, "2026-11-23T15:15:00.000Z");
    expect((await read(booked.id, booked.code.toLowerCase())).statusCode).toBe(200);
    expect((await read(booked.id, "WRONG123")).statusCode).toBe(404);
    // Another vendor that books appointments cannot see it; one that does not book answers 403.
    const doc = JSON.parse(readFileSync("server/examples/riverbank-clinic.json", "utf8"));
    const put = await server().app.inject({
      method: "PUT",
      url: "/api/v2/admin/vendors/riverbank",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { ...doc, modern_client_view: true },
    });
    expect(put.statusCode).toBe(201);
    const other = await server().call({ method: "GET", url: `/api/v3/open/appointments/${booked.id}?code=${booked.code}`, vendor: "riverbank" });
    expect([other.statusCode, other.json().code]).toEqual([404, "appointment_not_found"]);
    const notBooking = await server().call({ method: "GET", url: `/api/v3/open/appointments/${booked.id}?code=${booked.code}`, vendor: "northwind-clinic" });
    expect(notBooking.statusCode).toBe(403);
  });

  it("answers a retried booking (same Idempotency-Key) with the first appointment", async () => {
    const body = downtown("2026-11-23T16:00:00Z");
    const key = { "idempotency-key": "retry-test-0001" };
    const first = await post(body, key);
    const again = await post(body, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data.id).toBe(first.json().data.id);
  });

  it("holds every quarter hour a longer service needs", async () => {
    await bookDowntown(server(), ids, "2026-11-23T17:00:00.000Z", { service: "loan-consultation", attributes: { staff_id: ids.staff("ben") } });
    expect(await freeStaffAt("2026-11-23T17:15:00.000Z")).toEqual([ids.staff("ana")]);
    expect(await freeStaffAt("2026-11-23T16:45:00.000Z", "loan-consultation")).toEqual([ids.staff("ana")]);
    expect(await freeStaffAt("2026-11-23T17:30:00.000Z")).toEqual([ids.staff("ana"), ids.staff("ben")]);
  });

  it("tells a taken slot (409 slot_taken) from a time that is never offered (422), changing nothing", async () => {
    const start = "2026-11-23T18:00:00.000Z";
    await bookDowntown(server(), ids, start, { attributes: { staff_id: ids.staff("ana") } });
    const before = await count();
    const taken = await post(downtown(start, { staff_id: ids.staff("ana") }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("slot_taken");
    // Anyone free: Ben takes it, then nobody is left.
    expect((await post(downtown(start))).json().data.attributes.staff_id).toBe(ids.staff("ben"));
    expect((await post(downtown(start))).json().code).toBe("slot_taken");
    for (const never of ["2026-11-23T18:05:00Z", "2026-11-22T15:30:00Z", "2027-01-30T15:00:00Z"]) {
      const res = await post(downtown(never));
      expect(res.statusCode, never).toBe(422);
      expect(res.json().errors[0].field).toBe("start");
    }
    expect(await count()).toBe(before + 1);
  });

  it("applies the form's rules, the vendor's limits and the channel, with every bad field listed", async () => {
    const before = await count();
    const res = await post(
      bookingBody(
        {
          location_id: ids.location("downtown"),
          service_id: ids.service("deposits"),
          start: "2026-11-23T19:00:00Z",
          compliance_agreed: false,
          notes: "card 1234 5678 9012",
          attendees: [{ first_name: "A" }, { first_name: "B" }, { first_name: "C" }],
        },
        { first_name: "R2-D2", email: "", cell_phone: "" },
      ),
    );
    expect(res.statusCode).toBe(422);
    expect((res.json().errors as { field: string }[]).map((e) => e.field).sort()).toEqual(
      ["attendees", "client.contact", "client.first_name", "compliance_agreed", "notes"].sort(),
    );
    const kiosk = await post(downtown("2026-11-23T19:00:00Z", { booked_through: "kiosk" }));
    expect(kiosk.statusCode).toBe(422);
    expect(kiosk.json().errors[0].field).toBe("booked_through");
    const elsewhere = await post(
      bookingBody({ location_id: ids.location("riverside"), service_id: ids.service("open-account"), start: "2026-11-23T19:00:00Z" }),
    );
    expect(elsewhere.json().errors[0]).toMatchObject({ field: "location_id", code: "location_private" });
    expect(await count()).toBe(before);
  });

  describe("cancel", () => {
    it("cancels, frees the slot, and refuses a second cancel", async () => {
      const start = "2026-11-24T15:00:00.000Z";
      const booked = await bookDowntown(server(), ids, start, { attributes: { staff_id: ids.staff("ana") } });
      const res = await patch(booked.id, { status: 4, confirm_code: booked.code });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.attributes).toMatchObject({ status: 4, cancellable: false, reschedulable: false });
      expect(await freeStaffAt(start)).toContain(ids.staff("ana"));
      const again = await patch(booked.id, { status: 4, confirm_code: booked.code });
      expect([again.statusCode, again.json().code]).toEqual([409, "not_cancellable"]);
    });

    it("is refused within time_to_cancel of the start, and with a wrong code", async () => {
      const booked = await bookDowntown(server(), ids, "2026-11-22T17:00:00.000Z");
      expect((await patch(booked.id, { status: 4, confirm_code: "NOPE2345" })).statusCode).toBe(404);
      server().clock.set("2026-11-22T16:01:00.000Z");
      const late = await patch(booked.id, { status: 4, confirm_code: booked.code });
      expect([late.statusCode, late.json().code]).toEqual([409, "cancel_window_passed"]);
      expect((await read(booked.id, booked.code)).json().data.attributes).toMatchObject({ status: 1, cancellable: false });
    });

    it.each([2, 3, 5, 6])("shows status %i as stored and offers no changes", async (status) => {
      const booked = await bookDowntown(server(), ids, `2026-11-25T1${status}:00:00.000Z`);
      await server().store.db.updateTable("appointments").set({ status }).where("id", "=", booked.id).execute();
      expect((await read(booked.id, booked.code)).json().data.attributes).toMatchObject({ status, cancellable: false, reschedulable: false });
      expect((await patch(booked.id, { status: 4, confirm_code: booked.code })).json().code).toBe("not_cancellable");
    });
  });

  describe("reschedule", () => {
    it("moves the appointment with its chosen staff member and frees the old time", async () => {
      const from = "2026-11-26T15:00:00.000Z";
      const to = "2026-11-26T16:00:00.000Z";
      const booked = await bookDowntown(server(), ids, from, { attributes: { staff_id: ids.staff("ben") } });
      const res = await patch(booked.id, { start: to, confirm_code: booked.code });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.attributes).toMatchObject({ start: to, staff_id: ids.staff("ben"), rescheduled: true, status: 1 });
      expect(await freeStaffAt(from)).toContain(ids.staff("ben"));
      expect(await freeStaffAt(to)).not.toContain(ids.staff("ben"));
      // The same start again changes nothing.
      expect((await patch(booked.id, { start: to, confirm_code: booked.code })).json().data.attributes.start).toBe(to);
    });

    it("answers slot_taken when the chosen staff member is booked then", async () => {
      const taken = "2026-11-26T18:00:00.000Z";
      await bookDowntown(server(), ids, taken, { attributes: { staff_id: ids.staff("ana") } });
      const booked = await bookDowntown(server(), ids, "2026-11-26T19:00:00.000Z", { attributes: { staff_id: ids.staff("ana") } });
      const res = await patch(booked.id, { start: taken, confirm_code: booked.code });
      expect([res.statusCode, res.json().code]).toEqual([409, "slot_taken"]);
      expect((await read(booked.id, booked.code)).json().data.attributes.start).toBe("2026-11-26T19:00:00.000Z");
      // Another staff member may be named instead.
      const moved = await patch(booked.id, { start: taken, staff_id: ids.staff("ben"), confirm_code: booked.code });
      expect(moved.json().data.attributes).toMatchObject({ start: taken, staff_id: ids.staff("ben") });
    });

    it("is refused after a cancel, within time_to_reschedule, and for a malformed change", async () => {
      const booked = await bookDowntown(server(), ids, "2026-11-22T18:00:00.000Z");
      const both = await patch(booked.id, { status: 4, start: "2026-11-27T15:00:00Z", confirm_code: booked.code });
      expect(both.statusCode).toBe(422);
      server().clock.set("2026-11-22T17:30:00.000Z");
      const late = await patch(booked.id, { start: "2026-11-27T15:00:00Z", confirm_code: booked.code });
      expect([late.statusCode, late.json().code]).toEqual([409, "reschedule_window_passed"]);
      server().clock.set(TEST_NOW);
      await patch(booked.id, { status: 4, confirm_code: booked.code });
      const cancelled = await patch(booked.id, { start: "2026-11-27T15:00:00Z", confirm_code: booked.code });
      expect([cancelled.statusCode, cancelled.json().code]).toEqual([409, "not_reschedulable"]);
    });
  });
});
