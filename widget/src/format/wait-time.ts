/**
 * The estimated wait (spec sections 2 and 9): whole minutes from now to the expected start,
 * floored at 0; under 5 minutes reads as five minutes, over 90 as hours plus minutes, and
 * beyond 48 hours in days and weeks (format/duration.ts).
 */
import { formatDuration } from "./duration.js";

/** Below this the estimate is too rough to show: it reads as five minutes. */
export const MIN_SHOWN_WAIT_MINUTES = 5;
/** Above this the wait reads as hours plus minutes. */
export const HOURS_AFTER_MINUTES = 90;

export function waitMinutes(expectedStart: string, now: number = Date.now()): number {
  const start = Date.parse(expectedStart);
  if (Number.isNaN(start)) return 0;
  return Math.max(0, Math.floor((start - now) / 60_000));
}

/** "5 minutes", "42 minutes", "2 hours, 5 minutes", then days and weeks, in the element's language. */
export function formatWait(minutes: number, locale: string): string {
  return formatDuration(Math.max(minutes, MIN_SHOWN_WAIT_MINUTES), locale, HOURS_AFTER_MINUTES);
}
