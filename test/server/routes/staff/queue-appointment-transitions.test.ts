import { beforeAll, beforeEach, expect, it, vi } from "vitest";
import type { LiveEvent } from "#contract";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { ADMIN_TOKEN, TEST_NOW, describeEachDialect } from "../../../helpers/test-server.js";
import { clearLines, issueToken, join, patchStatus, statusOf } from "./staff-fixtures.js";

const NAMES: Record<number, string> = { 1: "waiting", 2: "completed", 3: "no-show", 4: "cancelled", 5: "in progress" };

describeEachDialect("PATCH /api/v2/staff/queue-appointments/{id}: transitions", (server) => {
  let ids: DemoIds;
  let ben: string;
  let ana: string;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    ben = await issueToken(server(), "ben");
    ana = await issueToken(server(), "ana");
  });
  beforeEach(() => clearLines(server()));

  /** An appointment brought to `status` through the API. */
  async function appointmentIn(status: number): Promise<number> {
    const id = await join(server(), ids);
    const path: Record<number, number[]> = { 1: [], 5: [5], 2: [5, 2], 3: [3], 4: [4] };
    for (const step of path[status] ?? []) expect((await patchStatus(server(), ben, id, { status: step })).statusCode).toBe(200);
    return id;
  }

  it("starts a waiting client: status 5, the acting staff member and the start time, visible in the open API", async () => {
    const id = await join(server(), ids);
    const res = await patchStatus(server(), ben, id, { status: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      type: "queue-appointments",
      attributes: { status: 5, started_at: TEST_NOW, user: { id: ids.staff("ben"), full_name: "Ben Carter" }, position: null },
    });
    const row = await server().store.db.selectFrom("queue_appointments").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 5, user_id: ids.staff("ben"), started_at: TEST_NOW, finished_at: null });
    const open = await server().call({ method: "GET", url: `/api/v2/open/queue-appointments/${id}?code=${row.confirm_code}` });
    expect(open.json().data.attributes).toMatchObject({ status: 5, user: { full_name: "Ben Carter" } });
  });

  it("completes a visit in progress and records when it finished", async () => {
    const id = await appointmentIn(5);
    server().clock.advance(12 * 60_000);
    const res = await patchStatus(server(), ben, id, { status: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ status: 2, user: { full_name: "Ben Carter" } });
    const row = await server().store.db.selectFrom("queue_appointments").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.finished_at).toBe(new Date(Date.parse(TEST_NOW) + 12 * 60_000).toISOString());
    server().clock.set(TEST_NOW);
  });

  it("marks a waiting client and a client in progress as no-shows, and cancels a waiting one", async () => {
    for (const [from, to] of [
      [1, 3],
      [5, 3],
      [1, 4],
    ] as const) {
      const id = await appointmentIn(from);
      const res = await patchStatus(server(), ben, id, { status: to });
      expect(res.statusCode, `${from}→${to}`).toBe(200);
      expect(res.json().data.attributes).toMatchObject({ status: to, position: null, expected_start: null, finished_at: TEST_NOW });
      expect(await statusOf(server(), id)).toBe(to);
    }
  });

  it("refuses every other transition with 409 illegal_transition naming both states, changing nothing", async () => {
    const illegal: [number, number][] = [
      [1, 1],
      [1, 2],
      [5, 1],
      [5, 4],
      [5, 5],
      ...[2, 3, 4].flatMap((from) => [1, 2, 3, 4, 5].map((to): [number, number] => [from, to])),
    ];
    for (const [from, to] of illegal) {
      const id = await appointmentIn(from);
      const res = await patchStatus(server(), ben, id, { status: to });
      expect(res.statusCode, `${from}→${to}`).toBe(409);
      const body = res.json();
      expect(body.code).toBe("illegal_transition");
      expect(body.message).toContain(NAMES[from]);
      expect(body.message).toContain(NAMES[to]);
      expect(await statusOf(server(), id)).toBe(from);
      if (from === 5) await patchStatus(server(), ben, id, { status: 2 });
    }
  });

  it("lets only one of two simultaneous starts of the same client win", async () => {
    const id = await join(server(), ids);
    const results = await Promise.all([patchStatus(server(), ben, id, { status: 5 }), patchStatus(server(), ana, id, { status: 5 })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json().code).toBe("illegal_transition");
    const row = await server().store.db.selectFrom("queue_appointments").select("user_id").where("id", "=", id).executeTakeFirstOrThrow();
    expect([ids.staff("ben"), ids.staff("ana")]).toContain(row.user_id);
  });

  it("refuses a second client for someone already serving one (409 already_serving)", async () => {
    const first = await join(server(), ids);
    const second = await join(server(), ids);
    expect((await patchStatus(server(), ben, first, { status: 5 })).statusCode).toBe(200);
    const res = await patchStatus(server(), ben, second, { status: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("already_serving");
    expect(await statusOf(server(), second)).toBe(1);
  });

  it("recomputes waits and tells the location and the appointment after a change", async () => {
    const events: LiveEvent[] = [];
    const stop = server().app.ctx.bus.subscribe((event) => events.push(event));
    try {
      const id = await join(server(), ids);
      events.length = 0;
      expect((await patchStatus(server(), ben, id, { status: 5 })).statusCode).toBe(200);
      await vi.waitFor(() => {
        expect(events).toContainEqual(expect.objectContaining({ channel: `location.${ids.location("downtown")}`, event: "WaitTimeRecalculated" }));
        expect(events).toContainEqual({
          channel: `queue-appointment.${id}`,
          event: "ManageQueueAppointmentUpdated",
          data: expect.objectContaining({ id, attributes: expect.objectContaining({ status: 5, user: { full_name: "Ben Carter" } }) }),
        });
      });
    } finally {
      stop();
    }
  });

  it("with ADMIN_TOKEN, a start names acting_staff_id: required, of the same vendor", async () => {
    const id = await join(server(), ids);
    const missing = await patchStatus(server(), ADMIN_TOKEN, id, { status: 5 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: "data.attributes.acting_staff_id", code: "required" })]);
    const foreign = await demoIds(server().store.db, "city-permits");
    const wrongVendor = await patchStatus(server(), ADMIN_TOKEN, id, { status: 5, acting_staff_id: foreign.staff("clerk") });
    expect(wrongVendor.statusCode).toBe(422);
    expect(wrongVendor.json().errors[0]).toMatchObject({ field: "data.attributes.acting_staff_id", code: "invalid_value" });
    const ok = await patchStatus(server(), ADMIN_TOKEN, id, { status: 5, acting_staff_id: ids.staff("ana") });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.attributes.user).toEqual({ id: ids.staff("ana"), full_name: "Ana Lopez" });
  });

  it("refuses a staff token acting for someone else (403)", async () => {
    const id = await join(server(), ids);
    const res = await patchStatus(server(), ben, id, { status: 5, acting_staff_id: ids.staff("ana") });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("forbidden");
    const self = await patchStatus(server(), ben, id, { status: 5, acting_staff_id: ids.staff("ben") });
    expect(self.statusCode).toBe(200);
  });

  it("validates the body with the contract: 422 for unknown statuses, fields, empty changes or another id", async () => {
    const id = await join(server(), ids);
    const cases: [unknown, string][] = [
      [{ data: { type: "queue-appointments", attributes: { status: 9 } } }, "data.attributes.status"],
      [{ data: { type: "queue-appointments", attributes: { status: "5" } } }, "data.attributes.status"],
      [{ data: { type: "queue-appointments", attributes: {} } }, "data.attributes"],
      [{ data: { type: "queue-appointments", attributes: { status: 5, user_id: 1 } } }, "data.attributes.user_id"],
      [{ data: { type: "clients", attributes: { status: 5 } } }, "data.type"],
      [{ data: { id: id + 1, type: "queue-appointments", attributes: { status: 5 } } }, "data.id"],
    ];
    for (const [payload, field] of cases) {
      const res = await server().call({
        method: "PATCH",
        url: `/api/v2/staff/queue-appointments/${id}`,
        payload: payload as object,
        headers: { authorization: `Bearer ${ben}` },
        vendor: null,
        csrf: false,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await statusOf(server(), id)).toBe(1);
  });
});
