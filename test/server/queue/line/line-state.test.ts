/**
 * One line in memory (server/src/queue/line/line-state.ts): what each kind of change costs and
 * reports. A join continues the simulation and reports only the joiner; a leave reports only the
 * leaver; a new anchor reports the starts that moved by NOTICE_MS or more; a join that committed
 * out of arrival order takes its place. Whatever the path, the starts equal a line built afresh.
 */
import { describe, expect, it } from "vitest";
import { LineState, NOTICE_MS, type LineEntry, type LineInputs } from "../../../../server/src/queue/line/line-state.js";
import { capabilityKey } from "../../../../server/src/queue/wait-time-engine.js";

const T0 = Date.parse("2026-11-22T15:00:00.000Z");
const MIN = 60_000;
const inputs = (staff = 2): LineInputs => ({
  staff: Array.from({ length: staff }, (_, i) => ({ id: i + 1, serves: new Set([capabilityKey(1, 1)]) })),
  durationMinutes: () => 10,
});
const entry = (id: number, joinedAt = T0): LineEntry => ({ id, serviceId: 1, meetingMethod: 1, joinedAt });
const line = (entries: LineEntry[], anchor = T0, staff = 2) => new LineState({ vendorId: 1, version: 0, anchor, inputs: inputs(staff), entries });
const minutes = (start: number | null | undefined) => (start == null ? null : (start - T0) / MIN);

describe("LineState", () => {
  it("keeps each start's range along every path: a join continues it, a new anchor works it out as a fresh line does", () => {
    const spread: LineInputs = { ...inputs(1), spreadMinutes: () => 3 };
    const ranged = (entries: LineEntry[]) => new LineState({ vendorId: 1, version: 0, anchor: T0, inputs: spread, entries });
    const held = ranged([1, 2].map((id) => entry(id)));
    const [joined] = held.join([entry(3)]);
    // One person: the third client has two visits of spread 3 before them.
    expect(minutes(joined?.p90 ?? null)).toBeCloseTo(20 + 1.2816 * Math.sqrt(18), 6);
    expect(held.p90Of(3)).toBe(joined?.p90);
    expect(held.allStarts()).toEqual(ranged([1, 2, 3].map((id) => entry(id))).allStarts());
    held.leave([1]);
    expect(held.p90Of(1)).toBeUndefined();
    const moved = held.reanchor(T0, spread);
    expect(moved.every((c) => c.p90 !== undefined && (c.p90 ?? 0) >= (c.start ?? 0))).toBe(true);
    expect(held.allStarts()).toEqual(ranged([2, 3].map((id) => entry(id))).allStarts());
  });

  it("places a join at the end in O(staff): only the joiner is reported, nobody else moves", () => {
    const held = line([1, 2, 3, 4].map((id) => entry(id)));
    expect(held.allStarts().map((s) => minutes(s.start))).toEqual([0, 0, 10, 10]);
    expect(held.join([entry(5)]).map((c) => [c.id, minutes(c.start)])).toEqual([[5, 20]]);
    expect(held.position(5)).toBe(5);
    expect(held.head()).toBe(1);
  });

  it("does not start a joiner before they joined: idle staff serve them from then, not from the anchor", () => {
    const held = line([]);
    const [joined] = held.join([entry(1, T0 + 25 * MIN)]);
    expect(minutes(joined?.start)).toBe(25);
    // And a fresh computation at the same anchor agrees.
    expect(line([entry(1, T0 + 25 * MIN)]).allStarts()).toEqual(held.allStarts());
  });

  it("reports a leaver as null and keeps the others until the next anchor", () => {
    const held = line([1, 2, 3, 4, 5].map((id) => entry(id)));
    expect(held.leave([2])).toEqual([{ id: 2, start: null, left: true }]);
    expect(held.startOf(2)).toBeUndefined();
    expect(held.position(3)).toBe(2);
    // Client 4 still holds its place after the leaver's slot (it is told again at the anchor).
    expect(minutes(held.startOf(4))).toBe(10);
    const moved = held.reanchor(T0, inputs());
    expect(moved.map((c) => [c.id, minutes(c.start)])).toEqual([
      [3, 0],
      [5, 10],
    ]);
    expect(held.allStarts()).toEqual(line([1, 3, 4, 5].map((id) => entry(id))).allStarts());
  });

  it("tells a new anchor's starts only when they moved by NOTICE_MS or more", () => {
    const held = line([1, 2, 3, 4].map((id) => entry(id)));
    expect(held.reanchor(T0 + NOTICE_MS - 1_000, inputs())).toEqual([]);
    // The exact starts moved all the same (what a read answers).
    expect(held.startOf(1)).toBe(T0 + NOTICE_MS - 1_000);
    const later = held.reanchor(T0 + NOTICE_MS + 5_000, inputs());
    expect(later.map((c) => c.id)).toEqual([1, 2, 3, 4]);
    // Measured from what was told last, not from the exact start in between.
    expect(held.reanchor(T0 + NOTICE_MS + 20_000, inputs())).toEqual([]);
  });

  it("tells an estimate that appears or goes whatever its size (nobody on duty, then someone)", () => {
    const held = line([1, 2].map((id) => entry(id)));
    expect(held.reanchor(T0, inputs(0)).map((c) => c.start)).toEqual([null, null]);
    expect(held.reanchor(T0, inputs(1)).map((c) => [c.id, minutes(c.start)])).toEqual([
      [1, 0],
      [2, 10],
    ]);
  });

  it("puts a join that committed out of arrival order in its place, telling whoever it pushed back", () => {
    const held = line(
      [1, 2, 3, 5].map((id) => entry(id)),
      T0,
      1,
    );
    const moved = held.join([entry(4)]);
    expect(moved.map((c) => [c.id, minutes(c.start)])).toEqual([
      [4, 30],
      [5, 40],
    ]);
    expect(held.position(4)).toBe(4);
    expect(held.allStarts()).toEqual(
      line(
        [1, 2, 3, 4, 5].map((id) => entry(id)),
        T0,
        1,
      ).allStarts(),
    );
  });

  it("answers a newcomer's start and each staff member's free time from the end of the line", () => {
    const held = line([1, 2, 3].map((id) => entry(id)));
    expect(minutes(held.startForNewClient(1, 1, T0))).toBe(10);
    expect(held.startForNewClient(2, 1, T0)).toBeNull();
    expect(held.serves(1, 1)).toBe(true);
    expect(held.serves(1, 2)).toBe(false);
    expect([...held.staffFreeAt()].map(([id, at]) => [id, minutes(at)])).toEqual([
      [1, 20],
      [2, 10],
    ]);
    expect(minutes(held.lastStart())).toBe(10);
    expect(held.waitingBesides([3, 99])).toBe(2);
  });
});
