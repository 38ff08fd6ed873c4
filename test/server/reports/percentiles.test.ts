/** Nearest-rank percentiles from minute histograms, against sorting the values themselves. */
import { describe, expect, it } from "vitest";
import { addToHistogram, type Histogram, percentile } from "../../../server/src/reports/percentiles.js";
import { seededRandom } from "../../helpers/seeded-random.js";

const of = (values: number[]): Histogram => {
  const h: Histogram = new Map();
  for (const v of values) addToHistogram(h, v, 1);
  return h;
};

describe("percentiles", () => {
  it("takes the value at rank ⌈p·n⌉", () => {
    expect(percentile(of([4, 1, 3, 2]), 0.5)).toBe(2);
    expect(percentile(of([1, 2, 3, 4, 5]), 0.5)).toBe(3);
    expect(percentile(of([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), 0.9)).toBe(9);
    expect(percentile(of([7]), 0.9)).toBe(7);
    expect(percentile(of([]), 0.5)).toBeNull();
  });

  it("agrees with a sort of the raw values", () => {
    const next = seededRandom(5);
    for (let round = 0; round < 50; round++) {
      const values = Array.from({ length: 1 + Math.floor(next() * 200) }, () => Math.floor(next() * 90));
      const sorted = [...values].sort((a, b) => a - b);
      for (const p of [0.5, 0.9]) expect(percentile(of(values), p)).toBe(sorted[Math.ceil(p * sorted.length) - 1]);
    }
  });
});
