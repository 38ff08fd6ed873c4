import { beforeAll, beforeEach, expect, it } from "vitest";
import type { DemoIds } from "../../../helpers/demo-ids.js";
import { ADMIN_TOKEN, TEST_NOW, describeEachDialect } from "../../../helpers/test-server.js";
import {
  endBookings,
  book,
  openDesk,
  bookingRow,
  dayAt,
  heldGranules,
  patchBooking,
  patchBookingOk,
  plusMinutes,
} from "../../../helpers/appointment-fixtures.js";
import { clearLines, issueToken, join, patchStatus, staffCall } from "./staff-fixtures.js";

describeEachDialect("PATCH /api/v2/staff/appointments/{id}", (server) => {
  let ids: DemoIds;
  let ana: string;
  let ben: string;
  let kiosk: string;
  let chloe: string;
  beforeAll(async () => {
    ({ ids, ana, ben, kiosk, chloe } = await openDesk(server()));
  });
  beforeEach(async () => {
    server().clock.set(TEST_NOW);
    await clearLines(server());
    // Nobody is left serving a booking from an earlier test.
    await endBookings(server());
  });
  const outbox = (id: number) =>
    server().store.db.selectFrom("outbox").select(["template", "channel"]).where("appointment_id", "=", id).orderBy("id").execute();

  it("checks a client in, starts, completes: each stamped, each refused twice", async () => {
    const booking = await book(server(), ids, dayAt(1));
    server().clock.set(plusMinutes(dayAt(1), -10));
    const checked = await patchBookingOk(server(), kiosk, booking.id, { checked_in: true });
    expect(checked.attributes).toMatchObject({ status: 1, checked_in_at: plusMinutes(dayAt(1), -10) });
    const again = await patchBooking(server(), ana, booking.id, { checked_in: true });
    expect([again.statusCode, again.json().code]).toEqual([409, "already_checked_in"]);

    server().clock.set(dayAt(1));
    const started = await patchBookingOk(server(), ana, booking.id, { status: 5 });
    expect(started.attributes).toMatchObject({ status: 5, started_at: dayAt(1), actions: ["complete", "no_show"] });
    server().clock.set(plusMinutes(dayAt(1), 12));
    const done = await patchBookingOk(server(), ana, booking.id, { status: 2 });
    expect(done.attributes).toMatchObject({ status: 2, started_at: dayAt(1), finished_at: plusMinutes(dayAt(1), 12), actions: [] });
    const restart = await patchBooking(server(), ana, booking.id, { status: 5 });
    expect(restart.json()).toMatchObject({ code: "illegal_transition", message: "A completed appointment cannot become in progress" });
    expect(restart.statusCode).toBe(409);
  });

  it("marks served without a timed visit, and refuses completing what never started", async () => {
    const booking = await book(server(), ids, dayAt(2));
    const complete = await patchBooking(server(), ana, booking.id, { status: 2 });
    expect([complete.statusCode, complete.json().message]).toEqual([409, "A confirmed appointment cannot become completed"]);
    const served = await patchBookingOk(server(), ana, booking.id, { status: 6 });
    expect(served.attributes).toMatchObject({ status: 6, started_at: null, finished_at: TEST_NOW });
    // Served is final.
    expect((await patchBooking(server(), ana, booking.id, { status: 3 })).json().message).toBe("A served appointment cannot become no-show");
  });

  it("only checks in in-person bookings", async () => {
    const phone = await book(server(), ids, dayAt(3), { method: 2 });
    const res = await patchBooking(server(), ana, phone.id, { checked_in: true });
    expect([res.statusCode, res.json().code]).toEqual([409, "not_in_person"]);
  });

  it("cancels for staff plus and up: frees the time and tells the client", async () => {
    const booking = await book(server(), ids, dayAt(4));
    expect(await heldGranules(server(), booking.id)).toBe(1);
    const refused = await patchBooking(server(), ana, booking.id, { status: 4 });
    expect([refused.statusCode, refused.json().code]).toEqual([403, "forbidden"]);
    const cancelled = await patchBookingOk(server(), ben, booking.id, { status: 4 });
    expect(cancelled.attributes.status).toBe(4);
    expect((await bookingRow(server(), booking.id)).cancelled_at).toBe(TEST_NOW);
    expect(await heldGranules(server(), booking.id)).toBe(0);
    expect(await outbox(booking.id)).toEqual([
      { template: "appointment_booked", channel: "email" },
      { template: "appointment_cancelled", channel: "email" },
    ]);
    // The time can be booked again.
    await book(server(), ids, dayAt(4));
  });

  it("marks a no-show, freeing the time, from confirmed or in progress", async () => {
    const missed = await book(server(), ids, dayAt(5));
    await patchBookingOk(server(), ana, missed.id, { status: 3 });
    expect(await heldGranules(server(), missed.id)).toBe(0);
    const video = await book(server(), ids, dayAt(5, "16:00"), { method: 3 });
    await patchBookingOk(server(), ana, video.id, { status: 5 });
    expect((await patchBookingOk(server(), ana, video.id, { status: 3 })).attributes.status).toBe(3);
  });

  it("lets the staff member booked, a manager or the admin serve a booking, nobody else", async () => {
    const anas = await book(server(), ids, dayAt(6));
    const byBen = await patchBooking(server(), ben, anas.id, { status: 5 });
    expect([byBen.statusCode, byBen.json().code]).toEqual([403, "forbidden"]);
    expect((await patchBooking(server(), kiosk, anas.id, { status: 5 })).statusCode).toBe(403);
    // A manager starts it for Ana: she is the one serving it.
    const byChloe = await patchBookingOk(server(), chloe, anas.id, { status: 5 });
    expect(byChloe.attributes).toMatchObject({ status: 5, staff: { id: ids.staff("ana") } });
    const byAdmin = await patchBookingOk(server(), ADMIN_TOKEN, anas.id, { status: 2 });
    expect(byAdmin.attributes.status).toBe(2);
  });

  it("starts nobody twice: a booking while serving a place in line, or the other way round", async () => {
    const booking = await book(server(), ids, dayAt(7));
    const other = await book(server(), ids, dayAt(7, "16:00"));
    const place = await join(server(), ids);
    expect((await patchStatus(server(), ana, place, { status: 5 })).statusCode).toBe(200);
    const busy = await patchBooking(server(), ana, booking.id, { status: 5 });
    expect([busy.statusCode, busy.json().code]).toEqual([409, "already_serving"]);
    expect((await bookingRow(server(), booking.id)).status).toBe(1);

    expect((await patchStatus(server(), ana, place, { status: 2 })).statusCode).toBe(200);
    await patchBookingOk(server(), ana, booking.id, { status: 5 });
    expect((await patchBooking(server(), ana, other.id, { status: 5 })).json().code).toBe("already_serving");
    const next = await join(server(), ids);
    const queueStart = await patchStatus(server(), ana, next, { status: 5 });
    expect([queueStart.statusCode, queueStart.json().code]).toEqual([409, "already_serving"]);
    // The line's call-next refuses too.
    const call = await staffCall(server(), ana, { method: "POST", url: `/api/v2/staff/locations/${ids.location("downtown")}/call-next`, payload: {} });
    expect(call.json().code).toBe("already_serving");
  });

  it("gives a video booking its link and dial-in; not a phone booking, not a finished one", async () => {
    const video = await book(server(), ids, dayAt(8), { method: 3 });
    const set = await patchBookingOk(server(), ana, video.id, {
      meeting_link: "https://meet.example.org/room-9",
      dial_in: { e164: "+12125550100", pin: "77" },
    });
    expect(set.attributes).toMatchObject({
      status: 1,
      meeting_link: "https://meet.example.org/room-9",
      dial_in: { e164: "+12125550100", international: "+1 212 555 0100", pin: "77" },
    });
    const phone = await book(server(), ids, dayAt(8, "16:00"), { method: 2 });
    const refused = await patchBooking(server(), ana, phone.id, { meeting_link: "https://meet.example.org/x" });
    expect([refused.statusCode, refused.json().errors[0]]).toEqual([
      422,
      expect.objectContaining({ field: "data.attributes.meeting_link", code: "meeting_method_unsupported" }),
    ]);
    await patchBookingOk(server(), ana, video.id, { status: 6 });
    const late = await patchBooking(server(), ana, video.id, { meeting_link: null });
    expect([late.statusCode, late.json().code]).toEqual([409, "illegal_transition"]);
  });

  it("moves a booking to another time or staff member by the booking rules", async () => {
    const booking = await book(server(), ids, dayAt(9));
    const refused = await patchBooking(server(), ana, booking.id, { start: dayAt(9, "16:00") });
    expect(refused.statusCode).toBe(403);
    // The client chose Ana: a new time keeps her.
    const later = await patchBookingOk(server(), ben, booking.id, { start: dayAt(9, "16:00") });
    expect(later.attributes).toMatchObject({ start: dayAt(9, "16:00"), staff: { id: ids.staff("ana") } });
    const toBen = await patchBookingOk(server(), ben, booking.id, { staff_id: ids.staff("ben") });
    expect(toBen.attributes).toMatchObject({ start: dayAt(9, "16:00"), staff: { id: ids.staff("ben") }, actions: expect.arrayContaining(["start", "cancel"]) });
    expect((await outbox(booking.id)).map((r) => r.template)).toEqual(["appointment_booked", "appointment_rescheduled", "appointment_rescheduled"]);

    // A time Ben already holds is taken; an off-grid time is no time at all; a move is a change of its own.
    const bens = await book(server(), ids, dayAt(9, "17:00"), { staff: "ben" });
    const taken = await patchBooking(server(), ben, booking.id, { start: dayAt(9, "17:00") });
    expect([taken.statusCode, taken.json().code]).toEqual([409, "slot_taken"]);
    expect((await patchBooking(server(), ben, booking.id, { start: dayAt(9, "17:07") })).statusCode).toBe(422);
    const mixed = await patchBooking(server(), ben, booking.id, { start: dayAt(9, "18:00"), status: 5 });
    expect([mixed.statusCode, mixed.json().errors[0].field]).toEqual([422, "data.attributes.status"]);
    expect((await bookingRow(server(), bens.id)).starts_at).toBe(dayAt(9, "17:00"));
  });

  it("moves a client to the next quarter hour, within the notice clients must give", async () => {
    const booking = await book(server(), ids, dayAt(10, "16:00"));
    server().clock.set(dayAt(10, "15:05"));
    const sooner = await patchBookingOk(server(), ben, booking.id, { start: dayAt(10, "15:15") });
    expect(sooner.attributes.start).toBe(dayAt(10, "15:15"));
    const started = await patchBookingOk(server(), ana, booking.id, { status: 5 });
    const moveStarted = await patchBooking(server(), ben, started.id, { start: dayAt(10, "17:00") });
    expect([moveStarted.statusCode, moveStarted.json().code]).toEqual([409, "not_reschedulable"]);
  });

  it("answers another vendor's token and an unknown id alike, and a body naming another id with 422", async () => {
    const booking = await book(server(), ids, dayAt(11));
    const nurse = await issueToken(server(), "nurse", "northwind-clinic");
    expect((await patchBooking(server(), nurse, booking.id, { status: 5 })).json().code).toBe("appointment_not_found");
    expect((await patchBooking(server(), ana, 999_999, { status: 5 })).json().code).toBe("appointment_not_found");
    const mismatch = await staffCall(server(), ana, {
      method: "PATCH",
      url: `/api/v2/staff/appointments/${booking.id}`,
      payload: { data: { id: booking.id + 1, type: "appointments", attributes: { status: 5 } } },
    });
    expect(mismatch.statusCode).toBe(422);
  });
});
