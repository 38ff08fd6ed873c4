/**
 * Times of the booking flow: always in the location's time zone (where the client will be),
 * written the client's way by Intl in the element's language.
 */
import { APPOINTMENT_TIME_FORMAT } from "../../contract/index.js";

/** "10:15 AM" / "10:15". */
export function formatTime(instant: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: "numeric", minute: "2-digit" }).format(new Date(instant));
}

/** A local day `YYYY-MM-DD` as "Mon, Nov 23" in the locale. */
export function formatDay(date: string, locale: string, weekday: "short" | "long" = "short"): string {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  // Noon UTC of that date, written in UTC: the same calendar day whatever the browser's zone.
  return new Intl.DateTimeFormat(locale, { timeZone: "UTC", weekday, month: weekday === "short" ? "short" : "long", day: "numeric" }).format(
    new Date(Date.UTC(y, m - 1, d, 12)),
  );
}

/** The full date and time with the zone: "Monday, November 23, 2026 at 10:15 AM EST". */
export function formatDateTime(instant: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { ...APPOINTMENT_TIME_FORMAT, timeZone }).format(new Date(instant));
}

/** The zone's name in the locale, e.g. "Eastern Time" (falls back to the IANA name). */
export function timeZoneLabel(timeZone: string, locale: string, instant = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "longGeneric" }).formatToParts(instant).find((p) => p.type === "timeZoneName");
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** A language tag's name in the locale ("Spanish", "espagnol"). */
export function languageName(tag: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
