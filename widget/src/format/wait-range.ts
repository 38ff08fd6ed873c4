/**
 * The estimated wait as a range ("approximately 8–12 minutes"): from the expected start to the
 * start by which 9 clients in 10 are called (`expected_start_p90`, see docs/wait-accuracy.md), in
 * whole minutes that count down together as the single figure does. An estimate under 5 minutes
 * still reads as five; a spread of under two minutes, or one reaching past 90 minutes (where
 * waits read as hours plus minutes), shows the single figure instead. Numbers and the dash come
 * from Intl in the element's language.
 */
import { HOURS_AFTER_MINUTES, MIN_SHOWN_WAIT_MINUTES, waitMinutes } from "./wait-time.js";

/** Below this spread (minutes) a range says nothing a single figure does not. */
const MIN_SPREAD = 2;

export interface WaitRange {
  low: number;
  high: number;
}

export function waitRange(expectedStart: string, p90: string | null | undefined, now: number = Date.now()): WaitRange | null {
  if (!p90) return null;
  // Whether to show a range is the spread's own (not the two counts', which round apart as the
  // minutes tick down and would flip a polite live region between a range and a figure).
  if ((Date.parse(p90) - Date.parse(expectedStart)) / 60_000 < MIN_SPREAD) return null;
  const low = Math.max(MIN_SHOWN_WAIT_MINUTES, waitMinutes(expectedStart, now));
  const high = waitMinutes(p90, now);
  // Under the spread, both counts are at least MIN_SPREAD apart unless the five-minute floor met them.
  return high - low < MIN_SPREAD || high > HOURS_AFTER_MINUTES ? null : { low, high };
}

/** "8–12 minutes", "8~12분", "8–12 минут". */
export function formatWaitRange({ low, high }: WaitRange, locale: string): string {
  const minutes = new Intl.NumberFormat(locale, { style: "unit", unit: "minute", unitDisplay: "long" });
  // Browsers before 2023 lack formatRange: both ends written out.
  return typeof minutes.formatRange === "function" ? minutes.formatRange(low, high) : `${minutes.format(low)} – ${minutes.format(high)}`;
}

/**
 * The p90 to keep beside a new expected start that came without one (a live update): the last
 * one moved by as much as the start moved, so the spread shown stays until the next read.
 */
export function movedP90(shown: { expected_start?: string | null; expected_start_p90?: string | null }, start: string | null): string | null {
  if (start === null || !shown.expected_start || !shown.expected_start_p90) return null;
  const spread = Date.parse(shown.expected_start_p90) - Date.parse(shown.expected_start);
  const moved = Date.parse(start) + spread;
  return Number.isFinite(moved) ? new Date(moved).toISOString() : null;
}
