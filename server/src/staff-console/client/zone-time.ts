/**
 * Times on the location's clock, whatever the browser's zone and zone rules: a contact centre or
 * a manager may sit elsewhere, a browser may carry older rules than the server (British
 * Columbia's 2026 change), and a booking at 10:30 means 10:30 where the client comes. The
 * server sends each time with its wall clock, offset and zone abbreviation there (`…_local`);
 * the console writes that wall time in the browser's language and labels it, so the two
 * 1:00 AMs of a fall-back night read "1:00 AM EDT" and "1:00 AM EST". The console's modules
 * import nothing outside their folder at run time, so the label's rule (the contract's
 * `zoneLabel` for English) is repeated here.
 */
import type { LocalTime } from "#contract";

/** "EST", "MST", or "GMT+5:30" where the tz database has no letter abbreviation. */
export function zoneAbbreviation(local: LocalTime): string {
  if (/^[A-Z]{2,5}$/.test(local.abbr)) return local.abbr;
  const minutes = Math.abs(local.offset);
  const rest = minutes % 60;
  return minutes ? `GMT${local.offset < 0 ? "−" : "+"}${Math.floor(minutes / 60)}${rest ? `:${String(rest).padStart(2, "0")}` : ""}` : "GMT";
}

/** "9:30 AM EST" (or the browser's way), on the location's clock. */
export function timeIn(local: LocalTime | null | undefined): string {
  if (!local) return "";
  const time = new Date(`${local.wall}:00Z`).toLocaleTimeString([], { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  return `${time} ${zoneAbbreviation(local)}`;
}

/** "America/New_York (EST)": the zone's name with its abbreviation now. */
export function zoneLabel(zone: string, now: LocalTime): string {
  return `${zone} (${zoneAbbreviation(now)})`;
}

/** A local date (`YYYY-MM-DD`) written out, e.g. "Tuesday, November 24". */
export function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString([], { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
}
