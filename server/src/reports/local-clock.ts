/**
 * A moment on a location's clock: its local day (`YYYY-MM-DD`) and hour (0–23), from the IANA
 * zone through Intl, so a daylight-saving change moves the hour the way the location's wall
 * clock did. Intl is slow (tens of microseconds a call, millions of calls in a year's export),
 * so the zone's offset is asked once per quarter hour of UTC time and kept: every zone's offset
 * changes only on a quarter hour.
 */
const QUARTER_MS = 15 * 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC in ms at `ms` (local wall time − UTC). */
function offsetAt(zone: string, ms: number): number {
  const quarter = Math.floor(ms / QUARTER_MS);
  const key = `${zone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const at = quarter * QUARTER_MS;
    const p: Record<string, string> = {};
    for (const part of formatterOf(zone).formatToParts(new Date(at))) p[part.type] = part.value;
    offset = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second)) - at;
    // Bounded: a long export walks through many quarters; forgetting them all is cheaper than tracking age.
    if (offsets.size > 200_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The wall-clock time as a Date whose UTC fields read the local ones. */
function wall(iso: string, zone: string): Date {
  const ms = Date.parse(iso);
  return new Date(ms + offsetAt(zone, ms));
}

export interface LocalMoment {
  day: string;
  hour: number;
}

export function localMoment(iso: string, zone: string): LocalMoment {
  const local = wall(iso, zone).toISOString();
  return { day: local.slice(0, 10), hour: Number(local.slice(11, 13)) };
}

/** The local date and time `YYYY-MM-DD HH:MM:SS` (the visits export's local columns). */
export function localDateTime(iso: string, zone: string): string {
  const local = wall(iso, zone).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
}

/** The weekday of a calendar day, 0 = Sunday (the day is already on the location's clock). */
export function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}
