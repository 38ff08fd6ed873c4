/**
 * A report's figures from summed counts and minute histograms (pure): medians and P90 by nearest
 * rank, averages from the sums of seconds, shares 0–1. Null where nothing was measured.
 */
import type { ReportFigures } from "#contract";
import { type Histogram, percentile } from "./percentiles.js";
import { DAY_COUNTS, type DayCount, type Measure } from "./visit-facts.js";

export type Counts = Record<DayCount, number>;
export type Histograms = Record<Measure, Histogram>;

export const zeroCounts = (): Counts => Object.fromEntries(DAY_COUNTS.map((c) => [c, 0])) as Counts;
export const emptyHistograms = (): Histograms => ({ wait: new Map(), service: new Map(), error: new Map() });

export function addCounts(into: Counts, from: Partial<Counts>): void {
  for (const c of DAY_COUNTS) into[c] += from[c] ?? 0;
}

/** Minutes to two decimals: enough for a screen, stable in a CSV. */
const round2 = (n: number) => Math.round(n * 100) / 100;
/** Shares to four decimals (a hundredth of a percent). */
const ratio = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : null);
const averageMinutes = (seconds: number, count: number) => (count ? round2(seconds / count / 60) : null);

export function figuresOf(c: Counts, h: Histograms): ReportFigures {
  return {
    joined: c.joined,
    served: c.served,
    no_shows: c.no_shows,
    cancelled: c.cancelled,
    left_early: c.left_early,
    wait: {
      count: c.wait_count,
      median_minutes: percentile(h.wait, 0.5),
      p90_minutes: percentile(h.wait, 0.9),
      average_minutes: averageMinutes(c.wait_seconds, c.wait_count),
    },
    service: { count: c.service_count, median_minutes: percentile(h.service, 0.5), average_minutes: averageMinutes(c.service_seconds, c.service_count) },
    accuracy: {
      count: c.estimate_count,
      median_error_minutes: percentile(h.error, 0.5),
      within_5_minutes_share: ratio(c.within_5_minutes, c.estimate_count),
      within_20_percent_share: ratio(c.within_20_percent, c.estimate_count),
      promised_too_little_share: ratio(c.promised_too_little, c.estimate_count),
    },
    bookings: { booked: c.booked, kept: c.booked_kept, moved: c.booked_moved, missed: c.booked_missed, cancelled: c.booked_cancelled },
    feedback: {
      count: c.feedback_count,
      average_stars: c.feedback_count ? round2(c.feedback_half_stars / 2 / c.feedback_count) : null,
      high_share: ratio(c.feedback_high, c.feedback_count),
    },
  };
}
