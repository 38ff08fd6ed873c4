/**
 * Wall-clock arithmetic in IANA time zones with nothing but Intl, so DST changes are handled by
 * the platform's time-zone database.
 */
import type { Weekday } from "../../../widget/src/contract/index.js";
import { WEEKDAYS } from "../../../widget/src/contract/index.js";

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  weekday: Weekday;
  /** Minutes since local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? "sunday";
  return { year, month, day, weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Offset of the zone from UTC at an instant, in minutes (New York in winter: -300). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const p = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** Local times already resolved; cleared whole when full (a day's worth for thousands of locations). */
const instants = new Map<string, number>();
const INSTANTS_KEPT = 20_000;

/**
 * The instant of a local wall-clock time. Minutes may be 1440 (end of day). In a DST gap the
 * later offset wins, as clocks do; a time in the repeated hour resolves to its first occurrence.
 */
export function zonedInstant(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
  // A pure function of its arguments, asked the same questions all day (every answer that
  // includes a location lists its coming opening hours), and Intl's formatToParts is slow.
  const key = `${timeZone}|${year}|${month}|${day}|${minutes}`;
  let time = instants.get(key);
  if (time === undefined) {
    const guess = Date.UTC(year, month - 1, day, 0, minutes);
    const first = offsetMinutes(new Date(guess), timeZone);
    const candidate = guess - first * 60_000;
    const second = offsetMinutes(new Date(candidate), timeZone);
    time = second === first ? candidate : guess - second * 60_000;
    if (instants.size >= INSTANTS_KEPT) instants.clear();
    instants.set(key, time);
  }
  return new Date(time);
}

/** The local calendar date `days` after the given one. */
export function addDays(year: number, month: number, day: number, days: number): { year: number; month: number; day: number } {
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
