/**
 * When a visit in progress is expected to end, seen from a line's anchor. Until its expected
 * length has passed, at its start plus that length. A visit still open after that is not over —
 * staff have not finished it — and visit lengths are skewed (most short, a few much longer), so a
 * visit that has run long tends to run on: rather than free at the anchor (which tells everyone
 * behind it they are about to be called), its staff member is expected to need at least
 * `MIN_REMAINING_SHARE` of a visit more. The day simulator (bench/wait-accuracy, see
 * docs/wait-accuracy.md) measured this against ending at once: smaller errors and fewer clients
 * called later than promised, at joining and 15 minutes before the call.
 */

/** The least share of a visit's expected length a visit in progress is still expected to take. */
export const MIN_REMAINING_SHARE = 0.5;

/** `startedAt`, `at` in ms; `lengthMs`: the visit's expected length. */
export function expectedVisitEnd(startedAt: number, lengthMs: number, at: number): number {
  return Math.max(startedAt + lengthMs, at + MIN_REMAINING_SHARE * lengthMs);
}
