import { beforeAll, beforeEach, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { ADMIN_TOKEN, TEST_NOW, describeEachDialect } from "../../../helpers/test-server.js";
import { endBookings, book, bookingRow, dayAt, patchBookingOk, plusMinutes } from "../../../helpers/appointment-fixtures.js";
import { clearLines, issueToken, join, staffCall, statusOf } from "./staff-fixtures.js";

describeEachDialect("call-next takes a staff member's due booking first", (server) => {
  let ids: DemoIds;
  let ana: string;
  let ben: string;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    ana = await issueToken(server(), "ana");
    ben = await issueToken(server(), "ben");
  });
  beforeEach(async () => {
    server().clock.set(TEST_NOW);
    await clearLines(server());
    await endBookings(server(), [1, 5]);
  });
  const callNext = (token: string, payload: object = {}) =>
    staffCall(server(), token, { method: "POST", url: `/api/v2/staff/locations/${ids.location("downtown")}/call-next`, payload });

  it("starts a checked-in booking at its time before a walk-in who waited longer", async () => {
    const booking = await book(server(), ids, dayAt(1), { firstName: "Bea" });
    server().clock.set(plusMinutes(dayAt(1), -20));
    const walkIn = await join(server(), ids, { firstName: "Walt" });
    await patchBookingOk(server(), ana, booking.id, { checked_in: true });
    // Five minutes before its start the booking is due.
    server().clock.set(plusMinutes(dayAt(1), -5));
    const res = await callNext(ana);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: booking.id,
      type: "appointments",
      attributes: { status: 5, client: { first_name: "Bea" }, staff: { id: ids.staff("ana") } },
    });
    expect(await statusOf(server(), walkIn)).toBe(1);
    // The answer for a place in line keeps its shape.
    await patchBookingOk(server(), ana, booking.id, { status: 2 });
    expect((await callNext(ana)).json().data).toMatchObject({ id: walkIn, type: "queue-appointments", attributes: { status: 5 } });
  });

  it("leaves an in-person booking that has not checked in, or is not due yet, to its time", async () => {
    const notHere = await book(server(), ids, dayAt(2));
    const early = await book(server(), ids, dayAt(2, "16:00"));
    server().clock.set(plusMinutes(dayAt(2, "15:00"), 1));
    await patchBookingOk(server(), ana, early.id, { checked_in: true });
    const walkIn = await join(server(), ids);
    expect((await callNext(ana)).json().data).toMatchObject({ id: walkIn, type: "queue-appointments" });
    expect((await bookingRow(server(), notHere.id)).status).toBe(1);
    expect((await bookingRow(server(), early.id)).status).toBe(1);
  });

  it("takes a phone or video booking without a check-in, the earliest first, and only the caller's own", async () => {
    const video = await book(server(), ids, dayAt(3, "15:15"), { method: 3 });
    const phone = await book(server(), ids, dayAt(3, "15:00"), { method: 2 });
    const bens = await book(server(), ids, dayAt(3, "15:00"), { staff: "ben", method: 2 });
    server().clock.set(plusMinutes(dayAt(3, "15:15"), 2));
    await join(server(), ids);
    const first = await callNext(ana);
    expect(first.json().data).toMatchObject({ id: phone.id, type: "appointments" });
    await patchBookingOk(server(), ana, phone.id, { status: 2 });
    expect((await callNext(ana)).json().data.id).toBe(video.id);
    // Ben's booking stays his: the admin calls next for him.
    expect((await bookingRow(server(), bens.id)).status).toBe(1);
    const forBen = await callNext(ADMIN_TOKEN, { acting_staff_id: ids.staff("ben") });
    expect(forBen.json().data).toMatchObject({ id: bens.id, type: "appointments" });
    expect((await callNext(ben)).json().code).toBe("already_serving");
  });

  it("does not call yesterday's booking nobody served", async () => {
    const stale = await book(server(), ids, dayAt(4), { method: 2 });
    server().clock.set(dayAt(5, "14:00"));
    const walkIn = await join(server(), ids);
    expect((await callNext(ana)).json().data.id).toBe(walkIn);
    expect((await bookingRow(server(), stale.id)).status).toBe(1);
  });

  it("writes call_next into the booking's audit trail", async () => {
    const booking = await book(server(), ids, dayAt(6), { method: 2 });
    server().clock.set(dayAt(6));
    expect((await callNext(ana)).json().data.id).toBe(booking.id);
    const audit = await staffCall(server(), ana, { method: "GET", url: `/api/v2/staff/appointments/${booking.id}/audit` });
    expect(audit.json().data.map((e: { attributes: { action: string } }) => e.attributes.action)).toEqual(["call_next"]);
  });
});
