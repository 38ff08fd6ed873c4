/**
 * A branch outside its hours (issue 22, item 1). The demo's 350 Fifth Avenue ("uptown") opens
 * 08:00–20:00 New York time, Monday to Saturday, with Ben and Chloe on duty around the clock: the
 * list, the services call, the join's answer, the stored starts and the manage page count the
 * wait from its opening, and the recompute at opening and closing moves the line.
 */
import { beforeAll, beforeEach, expect, it, vi } from "vitest";
import { locationChannel, QueueStatus, type LiveEvent } from "#contract";
import { createOpeningRecompute } from "../../../../server/src/queue/opening-recompute.js";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { joinDemoLine } from "../../../helpers/join-demo.js";
import { expectedStartOf } from "../../../helpers/line-starts.js";
import { describeEachDialect, type TestServer } from "../../../helpers/test-server.js";

/** Monday 2026-11-23 in New York (UTC−5). */
const BEFORE_OPENING = "2026-11-23T09:00:00.000Z"; // 04:00
const OPENING = "2026-11-23T13:00:00.000Z"; // 08:00
const BEFORE_CLOSING = "2026-11-24T00:50:00.000Z"; // 19:50
const CLOSING = "2026-11-24T01:00:00.000Z"; // 20:00
const AFTER_CLOSING = "2026-11-24T01:30:00.000Z"; // 20:30
const TUESDAY_OPENING = "2026-11-24T13:00:00.000Z";

describeEachDialect("a closed branch", (server) => {
  let ids: DemoIds;
  let uptown: number;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    uptown = ids.location("uptown");
  });
  beforeEach(async () => {
    // Each test starts with an empty line at Uptown, open by its weekly hours.
    await server().store.db.updateTable("queue_appointments").set({ status: QueueStatus.cancelled }).where("location_id", "=", uptown).execute();
    server().app.ctx.lines.forget();
    await server().store.db.updateTable("locations").set({ temporarily_closed: 0 }).where("id", "=", uptown).execute();
    // Written behind the server's back: its lines are read again.
    server().app.ctx.lines.forget();
  });

  const joinUptown = (first: string) => joinDemoLine(server(), ids, "uptown", "deposits", { first_name: first });
  const listed = async () => {
    const res = await server().call({ method: "GET", url: "/api/v2/open/locations" });
    return (res.json().data as { id: number; attributes: Record<string, unknown> }[]).find((l) => l.id === uptown)?.attributes;
  };
  const services = async () => (await server().call({ method: "GET", url: `/api/v2/open/queue-appointments-services/${uptown}` })).json();
  const stored = async (id: number) => ({
    expected_start: await expectedStartOf(server(), uptown, id),
    ...(await server().store.db.selectFrom("queue_appointments").select(["notified_next_at"]).where("id", "=", id).executeTakeFirstOrThrow()),
  });
  const recompute = (s: TestServer) =>
    createOpeningRecompute({ db: s.store.db, bus: s.app.ctx.bus, lines: s.app.ctx.lines, clock: s.clock, logger: s.app.log });

  it("before opening: closed with staff on duty, the wait counted from 08:00, and the join estimated at opening", async () => {
    server().clock.set(BEFORE_OPENING);
    expect(await listed()).toMatchObject({
      is_currently_open: false,
      opens_at: OPENING,
      opens_at_local: { wall: "2026-11-23T08:00", offset: -300, abbr: "EST" },
      local_now: { wall: "2026-11-23T04:00" },
      wait_time: { minutes: 0 },
    });
    const [offered, waits] = (await services()).data;
    expect(offered.map((s: { id: number }) => s.id)).toContain(ids.service("deposits"));
    // Staff idle at the opening: nothing uncertain before the start, so the range is the start.
    expect(waits).toContainEqual({ id: ids.service("deposits"), expectedStart: OPENING, expectedStartP90: OPENING });

    const first = await joinUptown("Ava");
    const second = await joinUptown("Bo");
    const third = await joinUptown("Cy");
    // Ben and Chloe take the first two at 08:00; the third after a deposit (8 minutes).
    expect([first.expectedStart, second.expectedStart, third.expectedStart]).toEqual([OPENING, OPENING, "2026-11-23T13:08:00.000Z"]);
    expect((await stored(third.id)).expected_start).toBe("2026-11-23T13:08:00.000Z");
    // Nobody is told "you are next" hours before anyone is there.
    expect((await stored(first.id)).notified_next_at).toBeNull();

    const manage = await server().call({ method: "GET", url: `/api/v2/open/queue-appointments/${third.id}?code=${third.code}` });
    expect(manage.json().data.attributes).toMatchObject({ expected_start: "2026-11-23T13:08:00.000Z", position: 3 });
    const place = manage.json().included.find((r: { type: string }) => r.type === "locations");
    expect(place.attributes).toMatchObject({ is_currently_open: false, opens_at: OPENING });
    // The list's wait is counted from opening too: the next walk-in starts 8 minutes after it.
    expect(await listed()).toMatchObject({ wait_time: { minutes: 8 } });
  });

  it("at opening: the line is recomputed and told once, whatever the number of instances, and the first hears 'you are next'", async () => {
    server().clock.set(BEFORE_OPENING);
    const first = await joinUptown("Ava");
    const second = await joinUptown("Bo");
    const events: LiveEvent[] = [];
    const unsubscribe = server().app.ctx.bus.subscribe((event) => events.push(event));

    // A minute before opening there is nothing to do.
    expect(await recompute(server()).runOnce(new Date(Date.parse(OPENING) - 60_000))).toEqual([]);
    // Two instances look at once, 40 s after 08:00: one of them moves the line (by 40 s, which its
    // clients are told: a move under NOTICE_MS is not worth a frame).
    server().clock.set("2026-11-23T13:00:40.000Z");
    const looks = await Promise.all([recompute(server()).runOnce(), recompute(server()).runOnce()]);
    expect(looks.flat()).toEqual([uptown]);
    expect((await stored(first.id)).expected_start).toBe("2026-11-23T13:00:40.000Z");
    expect((await stored(second.id)).expected_start).toBe("2026-11-23T13:00:40.000Z");
    expect((await stored(first.id)).notified_next_at).toBe("2026-11-23T13:00:40.000Z");
    // Looking again later finds the opening handled.
    expect(await recompute(server()).runOnce(new Date("2026-11-23T13:05:00.000Z"))).toEqual([]);

    // (PostgreSQL's bus may still deliver the joins' own events, a moment late.)
    const atOpening = [
      { id: first.id, attributes: { expected_start: "2026-11-23T13:00:40.000Z", expected_start_p90: "2026-11-23T13:00:40.000Z" } },
      { id: second.id, attributes: { expected_start: "2026-11-23T13:00:40.000Z", expected_start_p90: "2026-11-23T13:00:40.000Z" } },
    ];
    const told = () =>
      events.filter((e) => e.event === "WaitTimeRecalculated" && e.channel === locationChannel(uptown) && JSON.stringify(e.data) === JSON.stringify(atOpening));
    await vi.waitFor(() => expect(told()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(told()).toHaveLength(1);
    unsubscribe();
    expect(await listed()).toMatchObject({ is_currently_open: true, opens_at: null, opens_at_local: null });
  });

  it("at closing: whoever was not served yet moves to the next opening", async () => {
    server().clock.set(BEFORE_CLOSING);
    const late = await joinUptown("Dee");
    expect(late.expectedStart).toBe(BEFORE_CLOSING);
    await joinUptown("Eli");
    // A visit that would run past 20:00 (19:58 + 8 minutes) is not started before it: Tuesday.
    expect((await joinUptown("Fay")).expectedStart).toBe(TUESDAY_OPENING);

    // Nobody called Dee before closing.
    server().clock.set(new Date(Date.parse(CLOSING) + 5_000));
    expect(await recompute(server()).runOnce()).toEqual([uptown]);
    expect((await stored(late.id)).expected_start).toBe(TUESDAY_OPENING);
  });

  it("after closing: the list, the services call and a join point at the next morning", async () => {
    server().clock.set(AFTER_CLOSING);
    expect(await listed()).toMatchObject({ is_currently_open: false, opens_at: TUESDAY_OPENING, wait_time: { minutes: 0 } });
    expect((await services()).data[1]).toContainEqual({ id: ids.service("deposits"), expectedStart: TUESDAY_OPENING, expectedStartP90: TUESDAY_OPENING });
    const joined = await joinUptown("Gus");
    expect(joined.expectedStart).toBe(TUESDAY_OPENING);
    // Saturday night, the branch is closed on Sunday: Monday morning.
    server().clock.set("2026-11-29T02:00:00.000Z");
    expect(await listed()).toMatchObject({ opens_at: "2026-11-30T13:00:00.000Z" });
  });

  it("with no opening in view (temporarily closed), has no estimate rather than a made-up one", async () => {
    server().clock.set(OPENING);
    await server().store.db.updateTable("locations").set({ temporarily_closed: 1 }).where("id", "=", uptown).execute();
    server().app.ctx.lines.forget();
    expect(await listed()).toMatchObject({ is_currently_open: false, opens_at: null, wait_time: { minutes: null } });
    const answer = await services();
    // Still offered (staff serve it), without an expected start.
    expect(answer.data[0].map((s: { id: number }) => s.id)).toContain(ids.service("deposits"));
    expect(answer.data[1]).toEqual([]);
    expect(answer.meta.unavailable_reason).toBeNull();
    const joined = await joinUptown("Hal");
    expect(joined.expectedStart).toBeNull();
    expect((await stored(joined.id)).notified_next_at).toBeNull();
  });
  it("an appointment's answer lists the coming days only through the next closing (the list keeps the week)", async () => {
    type Day = { date: string; hours?: { end_at: string } };
    const manageDays = async (at: string) => {
      server().clock.set(at);
      const joined = await joinUptown("Di");
      const manage = await server().call({ method: "GET", url: `/api/v2/open/queue-appointments/${joined.id}?code=${joined.code}` });
      const place = manage.json().included.find((r: { type: string }) => r.type === "locations");
      return (place.attributes.future_open_hours as Day[]).map((d) => [d.date, d.hours?.end_at ?? null]);
    };
    // Before opening and while open: Monday, which closes at 20:00.
    expect(await manageDays(BEFORE_OPENING)).toEqual([["2026-11-23", CLOSING]]);
    expect(await manageDays(BEFORE_CLOSING)).toEqual([["2026-11-23", CLOSING]]);
    // After closing: Monday and Tuesday, whose closing is the next.
    expect(await manageDays(AFTER_CLOSING)).toEqual([
      ["2026-11-23", CLOSING],
      ["2026-11-24", "2026-11-25T01:00:00.000Z"],
    ]);
    expect((await listed())?.future_open_hours as Day[]).toHaveLength(7);
  });
});
