/**
 * Days and hours as the server counted them, on the vendor's clock: a `YYYY-MM-DD` day is
 * written out at noon UTC and formatted in UTC, so the browser's own zone never shifts it.
 * Weekday names and hours come from Intl in the page's language.
 */
const noonOf = (day: string): Date => new Date(`${day}T12:00:00Z`);

/** "Nov 24" */
export const shortDay = (day: string, locale: string): string => noonOf(day).toLocaleDateString(locale, { month: "short", day: "numeric", timeZone: "UTC" });

/** "Nov 18 – 24, 2026": the report's range. */
export function rangeLabel(from: string, to: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
  return from === to ? format.format(noonOf(from)) : format.formatRange(noonOf(from), noonOf(to));
}

/** Weekday 0 (Sunday) to 6, written out: 2026-11-22 was a Sunday. */
export const weekdayName = (weekday: number, locale: string): string =>
  new Date(Date.UTC(2026, 10, 22 + weekday, 12)).toLocaleDateString(locale, { weekday: "long", timeZone: "UTC" });

/** An hour of the day (0–23) as the locale writes it: "9 AM", "09", "9时". */
export const hourLabel = (hour: number, locale: string): string =>
  new Date(Date.UTC(2026, 10, 22, hour)).toLocaleTimeString(locale, { hour: "numeric", timeZone: "UTC" });

/** Monday first: the week as most of the eight languages' readers lay it out. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
