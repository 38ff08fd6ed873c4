/** A span of time `[start, end)` in ms since the epoch, and the little the engines ask of it. */
export interface Interval {
  start: number;
  end: number;
}

/** Sort order for interval lists: by start, then end. */
export const byStart = (a: Interval, b: Interval) => a.start - b.start || a.end - b.end;

/** Whether `[start, end)` shares any instant with one of the intervals. */
export function overlapsAny(intervals: readonly Interval[], start: number, end: number): boolean {
  return intervals.some((i) => i.start < end && start < i.end);
}
