import { beforeAll, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { TEST_NOW, describeEachDialect } from "../../../helpers/test-server.js";
import { clearLines, issueToken, join, patchStatus, staffCall } from "./staff-fixtures.js";

const MINUTE = 60_000;

describeEachDialect("learned visit durations", (server) => {
  let ids: DemoIds;
  let ana: string;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    ana = await issueToken(server(), "ana");
    await clearLines(server());
    // Only Ana on duty at downtown, so every estimate is "when Ana is free".
    await server().store.db.updateTable("staff_locations").set({ on_duty: 0 }).where("staff_id", "=", ids.staff("ben")).execute();
    server().app.ctx.lines.forget();
  });

  const expectedStart = async (id: number) => {
    const res = await staffCall(server(), ana, { method: "GET", url: `/api/v2/staff/locations/${ids.location("downtown")}/queue` });
    const entry = (res.json().data as { id: number; attributes: { expected_start: string | null } }[]).find((e) => e.id === id);
    return entry?.attributes.expected_start;
  };
  const stats = () =>
    server()
      .store.db.selectFrom("service_duration_stats")
      .selectAll()
      .where("location_id", "=", ids.location("downtown"))
      .where("service_id", "=", ids.service("deposits"))
      .executeTakeFirst();
  const at = (ms: number) => new Date(ms).toISOString();

  /** Starts `id` now, lets a client join behind, and answers that client's expected start. */
  async function startAndQueueBehind(id: number): Promise<{ next: number; startedAt: number; expected: string | null | undefined }> {
    expect((await patchStatus(server(), ana, id, { status: 5 })).statusCode).toBe(200);
    const startedAt = server().clock.now().getTime();
    const next = await join(server(), ids);
    return { next, startedAt, expected: await expectedStart(next) };
  }

  async function finishAfter(id: number, minutes: number): Promise<void> {
    server().clock.advance(minutes * MINUTE);
    expect((await patchStatus(server(), ana, id, { status: 2 })).statusCode).toBe(200);
  }

  it("estimates with the service's duration until visits complete, then with their moving average", async () => {
    const first = await join(server(), ids);
    // Deposits take 8 minutes by the vendor's document.
    const a = await startAndQueueBehind(first);
    expect(a.startedAt).toBe(Date.parse(TEST_NOW));
    expect(a.expected).toBe(at(a.startedAt + 8 * MINUTE));
    expect(await stats()).toBeUndefined();

    // The first visit is taken as is: 40 minutes.
    await finishAfter(first, 40);
    // The first visit teaches no spread yet.
    expect(await stats()).toMatchObject({ average_minutes: 40, samples: 1, variance_minutes2: 0, variance_samples: 0 });
    const b = await startAndQueueBehind(a.next);
    expect(b.expected).toBe(at(b.startedAt + 40 * MINUTE));

    // Then 0.2 · 20 + 0.8 · 40 = 36.
    await finishAfter(a.next, 20);
    // And the variance 0.8 · (0 + 0.2 · (20 − 40)²) = 64, from the average before this visit.
    expect(await stats()).toMatchObject({ average_minutes: 36, samples: 2, variance_samples: 1 });
    expect(Number((await stats())?.variance_minutes2)).toBeCloseTo(64, 9);
    const c = await startAndQueueBehind(b.next);
    expect(c.expected).toBe(at(c.startedAt + 36 * MINUTE));
    await finishAfter(b.next, 0);

    // A zero-minute visit counts as 1: 0.2 · 1 + 0.8 · 36 = 29.
    const row = await stats();
    expect(row?.samples).toBe(3);
    expect(row?.average_minutes).toBeCloseTo(29, 9);
    // 0.8 · (64 + 0.2 · (1 − 36)²) = 247.2
    expect(Number(row?.variance_minutes2)).toBeCloseTo(247.2, 9);
    expect(row?.variance_samples).toBe(2);

    // A visit left open for 5 hours counts as 240: 0.2 · 240 + 0.8 · 29 = 71.2.
    const d = await startAndQueueBehind(c.next);
    expect(Date.parse(d.expected ?? "")).toBeCloseTo(d.startedAt + 29 * MINUTE, -1);
    await finishAfter(c.next, 300);
    expect((await stats())?.average_minutes).toBeCloseTo(71.2, 9);
    // 0.8 · (247.2 + 0.2 · (240 − 29)²) = 7,321.12
    expect(Number((await stats())?.variance_minutes2)).toBeCloseTo(7_321.12, 6);
  });

  it("does not learn from no-shows or cancellations, nor for other locations", async () => {
    await clearLines(server());
    // Back to the start: the test harness's cached CSRF token lives four hours.
    server().clock.set(TEST_NOW);
    const before = await stats();
    const id = await join(server(), ids);
    await patchStatus(server(), ana, id, { status: 5 });
    server().clock.advance(3 * MINUTE);
    await patchStatus(server(), ana, id, { status: 3 });
    expect(await stats()).toEqual(before);
    const others = await server().store.db.selectFrom("service_duration_stats").selectAll().where("location_id", "!=", ids.location("downtown")).execute();
    expect(others).toEqual([]);
  });
});
