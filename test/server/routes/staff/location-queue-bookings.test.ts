import { beforeAll, beforeEach, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { TEST_NOW, describeEachDialect } from "../../../helpers/test-server.js";
import { endBookings, book, dayAt, patchBookingOk, plusMinutes } from "../../../helpers/appointment-fixtures.js";
import { clearLines, issueToken, join, staffCall } from "./staff-fixtures.js";

describeEachDialect("GET /api/v2/staff/locations/{id}/queue with bookings", (server) => {
  let ids: DemoIds;
  let ana: string;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    ana = await issueToken(server(), "ana");
  });
  beforeEach(async () => {
    server().clock.set(TEST_NOW);
    await clearLines(server());
    await endBookings(server(), [1, 5]);
  });
  const line = async () => {
    const res = await staffCall(server(), ana, { method: "GET", url: `/api/v2/staff/locations/${ids.location("downtown")}/queue` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: { id: number; type: string; attributes: Record<string, unknown> }[];
      meta: { staff: { id: number; serving_id: number | null; serving_booking_id: number | null }[] };
    };
  };
  const order = (data: { id: number; type: string }[]) => data.map((e) => `${e.type === "appointments" ? "b" : "q"}${e.id}`);

  it("places a checked-in booking at its time: after walk-ins who came before, ahead of those who came later", async () => {
    const booking = await book(server(), ids, dayAt(1));
    const phone = await book(server(), ids, dayAt(1, "15:15"), { staff: "ben", method: 2 });
    const notCheckedIn = await book(server(), ids, dayAt(1, "14:45"), { staff: "ben" });
    server().clock.set(plusMinutes(dayAt(1), -30));
    const early = await join(server(), ids, { firstName: "Early" });
    await patchBookingOk(server(), ana, booking.id, { checked_in: true });
    server().clock.set(plusMinutes(dayAt(1), 5));
    const late = await join(server(), ids, { firstName: "Late" });
    // 15:05: the checked-in booking (15:00) sits between them; Ben's phone booking (15:15) is not due yet.
    expect(order((await line()).data)).toEqual([`q${early}`, `b${booking.id}`, `q${late}`]);

    server().clock.set(plusMinutes(dayAt(1), 12));
    const later = await join(server(), ids, { firstName: "Later" });
    const { data } = await line();
    // 15:12: the phone booking is due (five minutes early) and waits ahead of whoever joins after 15:15.
    expect(order(data)).toEqual([`q${early}`, `b${booking.id}`, `q${late}`, `q${later}`, `b${phone.id}`]);
    expect(data[1]).toMatchObject({
      type: "appointments",
      attributes: { status: 1, due: true, checked_in_at: plusMinutes(dayAt(1), -30), client: { first_name: "Maria" } },
    });
    // Walk-ins keep their own positions and fields.
    expect(data[2]?.attributes).toMatchObject({ position: 2, client: { first_name: "Late" } });
    expect(data.some((e) => e.id === notCheckedIn.id && e.type === "appointments")).toBe(false);
  });

  it("lists a booking in progress among those being served, with who serves it", async () => {
    const booking = await book(server(), ids, dayAt(2));
    server().clock.set(dayAt(2));
    const waiting = await join(server(), ids);
    await patchBookingOk(server(), ana, booking.id, { status: 5 });
    const { data, meta } = await line();
    expect(order(data)).toEqual([`b${booking.id}`, `q${waiting}`]);
    expect(data[0]?.attributes).toMatchObject({ status: 5, started_at: dayAt(2), actions: ["complete", "no_show"] });
    expect(meta.staff.find((s) => s.id === ids.staff("ana"))).toMatchObject({ serving_id: null, serving_booking_id: booking.id });
  });
});
