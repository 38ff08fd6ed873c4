/**
 * Times of the booking flow: always the location's (where the client will be), as the server
 * sends them on its clock (`…_local`), written the client's way by Intl in the element's
 * language and labelled with the zone — never converted with the browser's own zone rules.
 */
import { APPOINTMENT_TIME_FORMAT, formatLocalTime, type LocalTime } from "#contract";

/** "10:15 AM", or with the zone "10:15 AM EST" / "10:15 GMT−5". */
export function formatTime(local: LocalTime, locale: string, labelled = false): string {
  return formatLocalTime(local, locale, { hour: "numeric", minute: "2-digit", timeZoneName: labelled ? "short" : undefined });
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
export function formatDateTime(local: LocalTime, locale: string): string {
  return formatLocalTime(local, locale, APPOINTMENT_TIME_FORMAT);
}

/** A language tag's name in the locale ("Spanish", "espagnol"). */
export function languageName(tag: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
