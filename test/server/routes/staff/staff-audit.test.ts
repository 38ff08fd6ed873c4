import { beforeAll, beforeEach, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { ADMIN_TOKEN, TEST_NOW, describeEachDialect } from "../../../helpers/test-server.js";
import { endBookings, book, clientCheckIn, dayAt, patchBooking, patchBookingOk, plusMinutes } from "../../../helpers/appointment-fixtures.js";
import { clearLines, issueToken, join, patchStatus, staffCall } from "./staff-fixtures.js";

interface Entry {
  attributes: {
    action: string;
    from_status: number | null;
    to_status: number | null;
    actor: { kind: string; staff_id: number | null; full_name: string | null };
    detail: Record<string, unknown>;
    created: string;
  };
}

describeEachDialect("the staff audit trail", (server) => {
  let ids: DemoIds;
  let ana: string;
  let ben: string;
  let tara: string;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    ana = await issueToken(server(), "ana");
    ben = await issueToken(server(), "ben");
    tara = await issueToken(server(), "tara");
  });
  beforeEach(async () => {
    server().clock.set(TEST_NOW);
    await clearLines(server());
    await endBookings(server());
  });
  const trail = async (path: string, token = ana) => {
    const res = await staffCall(server(), token, { method: "GET", url: `/api/v2/staff/${path}/audit` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Entry[] }).data.map((e) => e.attributes);
  };
  const summary = (entries: Entry["attributes"][]) => entries.map((e) => [e.action, e.from_status, e.to_status, e.actor.kind, e.actor.full_name]);

  it("records every staff action on a place in line, call-next included", async () => {
    const first = await join(server(), ids, { method: 3 });
    const second = await join(server(), ids);
    expect((await patchStatus(server(), ana, first, { status: 5, meeting_link: "https://meet.example.org/q1" })).statusCode).toBe(200);
    expect((await patchStatus(server(), ana, first, { dial_in: { e164: "+12125550100", pin: "1" } })).statusCode).toBe(200);
    expect((await patchStatus(server(), ana, first, { status: 2 })).statusCode).toBe(200);
    const called = await staffCall(server(), ana, { method: "POST", url: `/api/v2/staff/locations/${ids.location("downtown")}/call-next`, payload: {} });
    expect(called.json().data.id).toBe(second);
    expect((await patchStatus(server(), ADMIN_TOKEN, second, { status: 3 })).statusCode).toBe(200);

    const firsts = await trail(`queue-appointments/${first}`);
    expect(summary(firsts)).toEqual([
      ["start", 1, 5, "staff", "Ana Lopez"],
      ["meeting_link", 5, 5, "staff", "Ana Lopez"],
      ["meeting_link", 5, 5, "staff", "Ana Lopez"],
      ["complete", 5, 2, "staff", "Ana Lopez"],
    ]);
    expect(firsts[0]?.detail).toEqual({ serving_staff_id: ids.staff("ana") });
    expect(firsts[1]?.detail).toEqual({ meeting_link: "https://meet.example.org/q1" });
    expect(firsts[2]?.detail).toEqual({ dial_in: "+12125550100" });
    expect(firsts[0]?.created).toBe(TEST_NOW);
    expect(summary(await trail(`queue-appointments/${second}`))).toEqual([
      ["call_next", 1, 5, "staff", "Ana Lopez"],
      ["no_show", 5, 3, "admin", null],
    ]);
  });

  it("records a booking's whole story: check-in, start, link, move, the client's own changes", async () => {
    const booking = await book(server(), ids, dayAt(1), { method: 3 });
    await patchBookingOk(server(), ben, booking.id, { start: dayAt(1, "16:00") });
    server().clock.set(dayAt(1, "16:00"));
    await patchBookingOk(server(), ana, booking.id, { status: 5, meeting_link: "https://meet.example.org/b1" });
    await patchBookingOk(server(), ana, booking.id, { status: 2 });
    const entries = await trail(`appointments/${booking.id}`);
    expect(summary(entries)).toEqual([
      ["move", 1, 1, "staff", "Ben Carter"],
      ["start", 1, 5, "staff", "Ana Lopez"],
      ["meeting_link", 5, 5, "staff", "Ana Lopez"],
      ["complete", 5, 2, "staff", "Ana Lopez"],
    ]);
    expect(entries[2]?.detail).toEqual({ meeting_link: "https://meet.example.org/b1" });
    expect(entries[0]?.detail).toEqual({
      from: { start: dayAt(1), staff_id: ids.staff("ana") },
      to: { start: dayAt(1, "16:00"), staff_id: ids.staff("ana") },
    });

    server().clock.set(TEST_NOW);
    const other = await book(server(), ids, dayAt(2));
    await server().call({
      method: "PATCH",
      url: `/api/v3/open/appointments/${other.id}`,
      payload: { data: { type: "appointments", attributes: { confirm_code: other.code, start: dayAt(2, "16:00") } } },
    });
    server().clock.set(plusMinutes(dayAt(2, "16:00"), -10));
    expect((await clientCheckIn(server(), other.id, other.code)).statusCode).toBe(200);
    expect(summary(await trail(`appointments/${other.id}`))).toEqual([
      ["move", 1, 1, "client", null],
      ["check_in", 1, 1, "client", null],
    ]);
  });

  it("writes nothing for a refused action", async () => {
    const booking = await book(server(), ids, dayAt(3));
    expect((await patchBooking(server(), ana, booking.id, { status: 4 })).statusCode).toBe(403);
    expect((await patchBooking(server(), ana, booking.id, { status: 2 })).statusCode).toBe(409);
    expect(await trail(`appointments/${booking.id}`)).toEqual([]);
  });

  it("is read by who may read the location's line, for the vendor's own ids only", async () => {
    const booking = await book(server(), ids, dayAt(4));
    const place = await join(server(), ids);
    for (const path of [`appointments/${booking.id}/audit`, `queue-appointments/${place}/audit`]) {
      const refused = await staffCall(server(), tara, { method: "GET", url: `/api/v2/staff/${path}` });
      expect([refused.statusCode, refused.json().code]).toEqual([403, "forbidden"]);
    }
    const nurse = await issueToken(server(), "nurse", "northwind-clinic");
    const hidden = await staffCall(server(), nurse, { method: "GET", url: `/api/v2/staff/appointments/${booking.id}/audit` });
    expect([hidden.statusCode, hidden.json().code]).toEqual([404, "appointment_not_found"]);
  });
});
