import { describe, expect, it } from "vitest";
import { capabilityKey, estimateWaits, LinePlan, type StaffOnDuty } from "../../../server/src/queue/wait-time-engine.js";
import { Z90 } from "../../../server/src/queue/visit-spread.js";

const NOW = Date.UTC(2026, 10, 22, 15, 0);
const MIN = 60_000;
const serves = (...pairs: [number, number][]) => new Set(pairs.map(([s, m]) => capabilityKey(s, m)));
const minutes = (at: number | null | undefined) => ((at ?? NaN) - NOW) / MIN;

describe("the range of an estimate (p90)", () => {
  it("adds the variances along a staff member's chain: the visit in progress, then each visit placed before", () => {
    // One person, busy 4 more minutes (spread 2), visits of 10 minutes with a spread of 3.
    const staff: StaffOnDuty[] = [{ id: 1, serves: serves([1, 1]), busyUntil: NOW + 4 * MIN, busySpreadMs: 2 * MIN }];
    const waiting = [1, 2, 3].map((id) => ({ id, serviceId: 1, meetingMethod: 1 }));
    const result = estimateWaits({ now: NOW, staff, waiting, durationMinutes: () => 10, spreadMinutes: () => 3 });
    expect([1, 2, 3].map((id) => minutes(result.starts.get(id)))).toEqual([4, 14, 24]);
    // Standard deviations √4, √(4+9), √(4+9+9).
    const expected = [4, 13, 22].map((variance, i) => 4 + 10 * i + Z90 * Math.sqrt(variance));
    [1, 2, 3].forEach((id, i) => expect(minutes(result.p90s.get(id))).toBeCloseTo(expected[i] ?? NaN, 6));
  });

  it("is the start itself without any spread, and never before the start", () => {
    const staff: StaffOnDuty[] = [
      { id: 1, serves: serves([1, 1]) },
      { id: 2, serves: serves([1, 1]), busyUntil: NOW + 3 * MIN },
    ];
    const waiting = [1, 2, 3, 4].map((id) => ({ id, serviceId: 1, meetingMethod: 1 }));
    const bare = estimateWaits({ now: NOW, staff, waiting, durationMinutes: () => 7 });
    for (const id of [1, 2, 3, 4]) expect(bare.p90s.get(id)).toBe(bare.starts.get(id));
    const spread = estimateWaits({ now: NOW, staff, waiting, durationMinutes: () => 7, spreadMinutes: () => 2 });
    for (const id of [1, 2, 3, 4]) expect(spread.p90s.get(id) ?? NaN).toBeGreaterThanOrEqual(spread.starts.get(id) ?? Infinity);
    // The first client of an idle person starts now, with nothing uncertain before them.
    expect(spread.p90s.get(1)).toBe(NOW);
    expect(minutes(spread.p90s.get(3))).toBeCloseTo(7 + Z90 * 2, 6);
  });

  it("lets idle time before a later joiner absorb the spread: the p90 is the later of the start and the chain's own p90", () => {
    const plan = new LinePlan(
      NOW,
      [{ id: 1, serves: serves([1, 1]) }],
      () => 10,
      () => 4,
    );
    plan.placeRanged({ id: 1, serviceId: 1, meetingMethod: 1 });
    // Free at 10 with a spread of 4: the chain's p90 is 10 + 5.13.
    const soon = plan.peekRanged(1, 1, NOW + 12 * MIN);
    expect(minutes(soon?.start)).toBe(12);
    expect(minutes(soon?.p90)).toBeCloseTo(10 + Z90 * 4, 6);
    const late = plan.peekRanged(1, 1, NOW + 20 * MIN);
    expect(late?.p90).toBe(late?.start);
    // Placed there, the next visit's spread is its own only.
    plan.placeRanged({ id: 2, serviceId: 1, meetingMethod: 1, notBefore: NOW + 20 * MIN });
    expect(minutes(plan.peekRanged(1, 1)?.p90)).toBeCloseTo(30 + Z90 * 4, 6);
  });

  it("follows the person the client is given to, and null stays null", () => {
    const staff: StaffOnDuty[] = [
      { id: 1, serves: serves([1, 1], [2, 1]), busyUntil: NOW + 20 * MIN, busySpreadMs: 10 * MIN },
      { id: 2, serves: serves([1, 1]), busyUntil: NOW + 5 * MIN },
    ];
    const waiting = [
      { id: 1, serviceId: 1, meetingMethod: 1 }, // to 2 at 5: nothing uncertain before
      { id: 2, serviceId: 2, meetingMethod: 1 }, // only 1 serves it: at 20, spread 10
      { id: 3, serviceId: 1, meetingMethod: 3 }, // nobody
    ];
    const result = estimateWaits({ now: NOW, staff, waiting, durationMinutes: () => 10, spreadMinutes: () => 5 });
    expect(result.p90s.get(1)).toBe(NOW + 5 * MIN);
    expect(minutes(result.p90s.get(2))).toBeCloseTo(20 + Z90 * 10, 6);
    expect(result.p90s.get(3)).toBeNull();
    expect(result.starts.get(3)).toBeNull();
  });

  it("a visit in progress already over leaves no spread behind", () => {
    const staff: StaffOnDuty[] = [{ id: 1, serves: serves([1, 1]), busyUntil: NOW - MIN, busySpreadMs: 10 * MIN }];
    const result = estimateWaits({ now: NOW, staff, waiting: [{ id: 1, serviceId: 1, meetingMethod: 1 }], durationMinutes: () => 10, spreadMinutes: () => 5 });
    expect(result.p90s.get(1)).toBe(NOW);
  });

  it("costs the same per client whatever the line's length (linear)", () => {
    const staff: StaffOnDuty[] = Array.from({ length: 5 }, (_, i) => ({ id: i, serves: serves([1, 1]) }));
    const waiting = Array.from({ length: 20_000 }, (_, id) => ({ id, serviceId: 1, meetingMethod: 1 }));
    const result = estimateWaits({ now: NOW, staff, waiting, durationMinutes: () => 10, spreadMinutes: () => 5 });
    // The last of 20,000 on 5 people has 3,999 visits before it: a spread of 5·√3999 minutes.
    const last = result.starts.get(19_999) ?? NaN;
    expect(((result.p90s.get(19_999) ?? NaN) - last) / MIN).toBeCloseTo(Z90 * 5 * Math.sqrt(3_999), 6);
  });
});
