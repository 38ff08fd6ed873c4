/**
 * Wall-clock arithmetic in IANA time zones with the zone rules of the `moment-timezone`
 * package's IANA database, not the platform's: Node's ICU data lags behind the rule changes
 * (Node 20's still moves British Columbia to UTC−8 after 2026-11-01; the 2026 releases keep it on
 * UTC−7), and a dependency update refreshes the package's data. Every branch-local computation
 * of the server goes through here (docs/open-api.md, "Time zones").
 */
import momentTimezone from "moment-timezone";
import type { Weekday } from "#contract";
import { WEEKDAYS } from "#contract";

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  weekday: Weekday;
  /** Minutes since local midnight. */
  minutes: number;
}

type Zone = NonNullable<ReturnType<typeof momentTimezone.tz.zone>>;

/** The zones asked for, unpacked once (a name lookup normalises the name each time). */
const zones = new Map<string, Zone>();

function zone(timeZone: string): Zone {
  let found = zones.get(timeZone);
  if (!found) {
    const unpacked = momentTimezone.tz.zone(timeZone);
    // As Intl does for a zone it does not know: a bug in whoever let the name in.
    if (!unpacked) throw new RangeError(`Invalid time zone specified: ${timeZone}`);
    found = unpacked;
    zones.set(timeZone, found);
  }
  return found;
}

/** The release of the IANA database the rules come from, e.g. "2026f". */
export const ZONE_DATA_VERSION: string = momentTimezone.tz.dataVersion;

/** Whether the zone database knows the name (an IANA zone or link, any case). */
export function isKnownTimeZone(timeZone: string): boolean {
  return momentTimezone.tz.zone(timeZone) !== null;
}

/** Offset of the zone from UTC at an instant, in minutes (New York in winter: -300). */
export function zoneOffset(instant: Date | number, timeZone: string): number {
  // moment counts minutes west of UTC; the wire and ISO 8601 count east.
  return -zone(timeZone).utcOffset(Number(instant)) || 0;
}

/** The tz database's abbreviation at an instant: "EST", "PDT", "MST", or numeric ones such as "-03". */
export function zoneAbbreviation(instant: Date | number, timeZone: string): string {
  return zone(timeZone).abbr(Number(instant));
}

/** The wall clock of an instant as a UTC date whose fields are the local ones. */
export function wallClock(instant: Date | number, timeZone: string): Date {
  const time = Number(instant);
  return new Date(time + zoneOffset(time, timeZone) * 60_000);
}

export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const wall = wallClock(instant, timeZone);
  const weekday = WEEKDAYS[wall.getUTCDay()] ?? "sunday";
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday,
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
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
  // includes a location lists its coming opening hours).
  const key = `${timeZone}|${year}|${month}|${day}|${minutes}`;
  let time = instants.get(key);
  if (time === undefined) {
    const guess = Date.UTC(year, month - 1, day, 0, minutes);
    const first = zoneOffset(guess, timeZone);
    const candidate = guess - first * 60_000;
    const second = zoneOffset(candidate, timeZone);
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
