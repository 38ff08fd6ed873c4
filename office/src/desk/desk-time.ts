/**
 * Times on the location's clock, whatever the browser's zone or zone rules: the server sends
 * each time's wall clock, offset and abbreviation there (`…_local`), and the desk writes that
 * in the app's language with the zone beside it ("10:30 AM EST"), as the contract does for
 * clients, so the two 1:00 AMs of a fall-back night read apart.
 */
import { formatLocalTime, type LocalTime, zoneLabel } from "#contract";

/** "9:30 AM EST" (in the app's language), or "" for none. */
export function timeAt(local: LocalTime | null | undefined, locale: string): string {
  return local ? formatLocalTime(local, locale, { hour: "numeric", minute: "2-digit", timeZoneName: "short" }) : "";
}

/** "America/New_York (EST)": the zone's name and how its times are labelled now. */
export const zoneName = (zone: string, now: LocalTime, locale: string): string => `${zone} (${zoneLabel(now, locale)})`;

/** A local date (`YYYY-MM-DD`) written out, e.g. "Tuesday, November 24". */
export function longDate(date: string, locale: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
}
