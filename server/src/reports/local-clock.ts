/**
 * A moment on a location's clock: its local day (`YYYY-MM-DD`) and hour (0–23), from the IANA
 * zone through Intl, so a daylight-saving change moves the hour the way the location's wall
 * clock did. One formatter per zone: making one is far dearer than using it.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", hourCycle: "h23" });
    formatters.set(zone, formatter);
  }
  return formatter;
}

export interface LocalMoment {
  day: string;
  hour: number;
}

export function localMoment(iso: string, zone: string): LocalMoment {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(iso))) parts[part.type] = part.value;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24 };
}

/** The local date and time `YYYY-MM-DD HH:MM:SS` (the visits export's local columns). */
const longFormatters = new Map<string, Intl.DateTimeFormat>();
export function localDateTime(iso: string, zone: string): string {
  let formatter = longFormatters.get(zone);
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
    longFormatters.set(zone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(new Date(iso))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The weekday of a calendar day, 0 = Sunday (the day is already on the location's clock). */
export function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}
