/**
 * Times in the location's time zone, whatever the browser's: a contact centre or a manager may
 * sit elsewhere, and a booking at 10:30 means 10:30 where the client comes. Formatted in the
 * browser's language (the staff member's own). The server's `locations/zoned-time.ts` does the
 * wall-clock arithmetic for Node; the console's modules are served on their own and import
 * nothing outside their folder, so the little of it the move form needs is here.
 */

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** "9:30 AM" (or the browser's way) in `zone`; the browser's zone while the location's is unknown. */
export function timeIn(instant: string, zone: string | undefined): string {
  return new Date(instant).toLocaleTimeString([], { hour: "numeric", minute: "2-digit", timeZone: zone });
}

/** "America/New_York (EST)": the zone's name with its abbreviation now, where Intl has one. */
export function zoneLabel(zone: string, at = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" }).formatToParts(at);
  const short = parts.find((p) => p.type === "timeZoneName")?.value;
  return short && short !== zone ? `${zone} (${short})` : zone;
}

/** A local date (`YYYY-MM-DD`) written out, e.g. "Tuesday, November 24". */
export function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString([], { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
}

function wallClock(instant: number, zone: string): WallClock {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute") };
}

const asUtc = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
const pad = (n: number) => String(n).padStart(2, "0");

/** The value of a `datetime-local` input showing `instant` in `zone` ("2026-11-24T10:30"). */
export function localInputValue(instant: string, zone: string): string {
  const w = wallClock(Date.parse(instant), zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * The instant a `datetime-local` value means in `zone`. The zone's offset is read at a first
 * guess and once more at the result, which settles it across a DST change; a local time that
 * does not exist (the skipped hour) lands an hour later, and the server says whether it is free.
 */
export function zonedInstant(value: string, zone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (instant: number) => asUtc(wallClock(instant, zone)) - Math.floor(instant / 60_000) * 60_000;
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess)).toISOString();
}
