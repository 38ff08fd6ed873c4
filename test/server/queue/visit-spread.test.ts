import { describe, expect, it } from "vitest";
import { ASSUMED_SPREAD_SHARE, remainingSpreadMs, visitSpreadMinutes } from "../../../server/src/queue/visit-spread.js";
import { DURATION_ALPHA } from "../../../server/src/staff/learned-duration.js";

describe("a visit's spread", () => {
  it("is the assumed share of the expected length before any visit taught it", () => {
    expect(visitSpreadMinutes(10)).toBe(10 * ASSUMED_SPREAD_SHARE);
    expect(visitSpreadMinutes(10, { varianceMinutes2: 0, samples: 0 })).toBe(10 * ASSUMED_SPREAD_SHARE);
  });

  it("moves from the assumption to what the visits taught, by the learning weight", () => {
    const assumed = (10 * ASSUMED_SPREAD_SHARE) ** 2;
    const one = visitSpreadMinutes(10, { varianceMinutes2: 4, samples: 1 });
    expect(one ** 2).toBeCloseTo(4 + (1 - DURATION_ALPHA) * assumed, 9);
    // After many visits the assumption is gone.
    expect(visitSpreadMinutes(10, { varianceMinutes2: 4, samples: 200 })).toBeCloseTo(2, 9);
  });

  it("of what is left of a visit in progress shrinks with the share left, and is 0 once over", () => {
    const length = 10 * 60_000;
    expect(remainingSpreadMs(4, length, 10 * 60_000, 0)).toBe(4 * 60_000);
    expect(remainingSpreadMs(4, length, 10 * 60_000, 7.5 * 60_000)).toBeCloseTo(2 * 60_000, 6);
    expect(remainingSpreadMs(4, length, 10 * 60_000, 11 * 60_000)).toBe(0);
  });
});
