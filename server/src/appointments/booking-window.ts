/**
 * When a slot may start: no sooner than `time_in_advance_minutes` from now, before
 * `booking_window_days` from now, and within the vendor's `booking_window_start`/`_end` days
 * (local days of the location). Pure: time comes in as `now`.
 */
import { localDate, nextDate, startOfDate } from "./local-dates.js";

export interface BookingWindowSettings {
  time_in_advance_minutes: number;
  booking_window_days: number;
  booking_window_start?: string | null;
  booking_window_end?: string | null;
}

export interface BookingWindow {
  /** Earliest start allowed (ms since epoch). */
  earliest: number;
  /** Starts must be before this (ms since epoch). */
  latest: number;
  /** Local dates of the first and last possible start; null when the window is empty. */
  firstDate: string | null;
  lastDate: string | null;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function bookingWindow(settings: BookingWindowSettings, timeZone: string, now: Date): BookingWindow {
  let earliest = now.getTime() + settings.time_in_advance_minutes * MINUTE;
  let latest = now.getTime() + settings.booking_window_days * DAY;
  if (settings.booking_window_start) earliest = Math.max(earliest, startOfDate(settings.booking_window_start, timeZone));
  if (settings.booking_window_end) latest = Math.min(latest, startOfDate(nextDate(settings.booking_window_end), timeZone));
  if (latest <= earliest) return { earliest, latest, firstDate: null, lastDate: null };
  return { earliest, latest, firstDate: localDate(earliest, timeZone), lastDate: localDate(latest - 1, timeZone) };
}
