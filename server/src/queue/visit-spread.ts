/**
 * How uncertain a visit's length is, as the estimates' range needs it: a standard deviation in
 * minutes per service at a location, from the variance learned of completed visits
 * (staff/learned-duration.ts) and, while few visits have taught it, an assumed spread.
 *
 * Why an assumed spread at all: with no visit seen, zero would give a range of no width, a
 * promise the desk cannot keep. Counter and phone visits are skewed (most short, a few much
 * longer); a coefficient of variation of 0.5 says a 10-minute visit often takes 5 to 15 minutes,
 * which is the shape of a log-normal visit length with a moderate tail. It is wider than a
 * fixed length would be and narrower than an exponential one (coefficient 1, which would say a
 * 10-minute visit is as likely to take half an hour as two minutes). It is a starting point: each
 * visit moves the learned variance in, and the assumption out, by the learning weight.
 */
import { DURATION_ALPHA } from "../staff/learned-duration.js";

/** The assumed standard deviation of a visit's length, as a share of its expected length. */
export const ASSUMED_SPREAD_SHARE = 0.5;

/** The 90th percentile of a standard normal: a start plus this many standard deviations is its p90. */
export const Z90 = 1.2816;

export interface LearnedSpread {
  varianceMinutes2: number;
  /** Visits that taught the variance. */
  samples: number;
}

/**
 * The standard deviation (minutes) of a visit expected to last `expectedMinutes`: the learned
 * variance, plus the assumed one weighted by what the visits have not taught yet — as if the
 * variance had started at the assumed value and each visit had moved it by the learning weight.
 * The learned variance starts at 0, so this is that start added back.
 */
export function visitSpreadMinutes(expectedMinutes: number, learned?: LearnedSpread): number {
  const assumed = (ASSUMED_SPREAD_SHARE * expectedMinutes) ** 2;
  if (!learned) return Math.sqrt(assumed);
  const untaught = (1 - DURATION_ALPHA) ** learned.samples;
  return Math.sqrt(Math.max(0, learned.varianceMinutes2) + untaught * assumed);
}

/**
 * The standard deviation (ms) of what is left of a visit in progress that is expected to end at
 * `end`: the whole visit's spread scaled by the square root of the share left (variance grows
 * with the time still to run, as for a visit made of many small steps), never less than that of
 * the least share a visit is still expected to take (visit-end.ts keeps it running that long).
 */
export function remainingSpreadMs(spreadMinutes: number, lengthMs: number, end: number, at: number): number {
  if (lengthMs <= 0) return 0;
  const share = Math.min(1, Math.max(0, end - at) / lengthMs);
  return spreadMinutes * 60_000 * Math.sqrt(share);
}
