/**
 * The random draws of a synthetic day, all from one seeded generator (mulberry32, shared with the
 * tests), so the same seed gives the same day: arrival times of a Poisson process whose rate
 * changes by the hour, log-normal visit lengths (most visits short, a few long: the skew real
 * desks see), and yes/no events of a given probability.
 */
import { seededRandom } from "../../test/helpers/seeded-random.js";

export interface Draws {
  /** Uniform in [0, 1). */
  uniform(): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A log-normal draw with this median and log-scale spread σ. */
  logNormal(median: number, sigma: number): number;
  /** One of `weighted`, chosen with probability proportional to its weight. */
  weighted<T>(weighted: readonly { weight: number; value: T }[]): T;
}

export function draws(seed: number): Draws {
  const next = seededRandom(seed);
  const normal = () => {
    // Box–Muller; 1 − u keeps the logarithm's argument above zero.
    const u = 1 - next();
    const v = next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  return {
    uniform: next,
    chance: (p) => next() < p,
    logNormal: (median, sigma) => median * Math.exp(sigma * normal()),
    weighted(weighted) {
      const total = weighted.reduce((sum, w) => sum + w.weight, 0);
      let left = next() * total;
      for (const w of weighted) {
        left -= w.weight;
        if (left < 0) return w.value;
      }
      const last = weighted.at(-1);
      if (!last) throw new Error("nothing to choose from");
      return last.value;
    },
  };
}

/**
 * Arrival moments (ms) of a Poisson process from `start`, hour by hour at `perHour[h]` arrivals
 * an hour; the process is memoryless, so each hour's gaps start afresh at its boundary.
 */
export function poissonArrivals(random: Draws, start: number, perHour: readonly number[]): number[] {
  const hour = 3_600_000;
  const moments: number[] = [];
  perHour.forEach((rate, h) => {
    if (rate <= 0) return;
    const end = start + (h + 1) * hour;
    let t = start + h * hour;
    for (;;) {
      t += (-Math.log(1 - random.uniform()) / rate) * hour;
      if (t >= end) break;
      moments.push(Math.round(t));
    }
  });
  return moments;
}
