import { describe, expect, it } from "vitest";
import { expectedVisitEnd, MIN_REMAINING_SHARE } from "../../../server/src/queue/visit-end.js";

const START = Date.UTC(2026, 10, 24, 15, 0);
const MIN = 60_000;
const TEN_MINUTES = 10 * MIN;

describe("expectedVisitEnd", () => {
  it("ends a visit at its start plus its expected length while that leaves it half a visit or more", () => {
    expect(expectedVisitEnd(START, TEN_MINUTES, START)).toBe(START + TEN_MINUTES);
    expect(expectedVisitEnd(START, TEN_MINUTES, START + 5 * MIN)).toBe(START + TEN_MINUTES);
  });

  it("keeps at least half a visit ahead of a visit that runs long, however long it ran", () => {
    expect(MIN_REMAINING_SHARE).toBe(0.5);
    expect(expectedVisitEnd(START, TEN_MINUTES, START + 8 * MIN)).toBe(START + 13 * MIN);
    expect(expectedVisitEnd(START, TEN_MINUTES, START + 10 * MIN)).toBe(START + 15 * MIN);
    expect(expectedVisitEnd(START, TEN_MINUTES, START + 40 * MIN)).toBe(START + 45 * MIN);
  });

  it("never ends before the moment it is seen from, nor moves back as that moment moves on", () => {
    let last = -Infinity;
    for (let at = START; at <= START + 60 * MIN; at += 30_000) {
      const end = expectedVisitEnd(START, TEN_MINUTES, at);
      expect(end).toBeGreaterThan(at);
      expect(end).toBeGreaterThanOrEqual(last);
      last = end;
    }
  });
});
