/**
 * Weekly opening hours for the details panel: weekday names and open–close times in the
 * element's locale, and the order of the days (spec sections 1 and 2).
 */
import { WEEKDAYS, type Weekday } from "#contract";

/**
 * Locales whose week starts on Monday, for engines without `Intl.Locale#weekInfo` (Firefox,
 * WebKit). From CLDR's week data, as Chromium's `getWeekInfo()` gives it: Brazil's week starts
 * on Sunday (as in English and Korean), so pt-BR is not here.
 */
const ISO_WEEK_LOCALES = ["pl", "ru", "fr", "es", "zh-Hans"];

interface WeekInfo {
  firstDay: number;
}
/** `weekInfo` (older engines) became `getWeekInfo()`; neither is in TypeScript's lib yet. */
type LocaleWithWeekInfo = Intl.Locale & { weekInfo?: WeekInfo; getWeekInfo?: () => WeekInfo };

/** Whether the locale starts its week on Monday, so Sunday goes last in hours lists. */
export function isIsoWeekLocale(locale: string): boolean {
  try {
    const intl = new Intl.Locale(locale) as LocaleWithWeekInfo;
    const info = intl.getWeekInfo?.() ?? intl.weekInfo;
    if (info) return info.firstDay === 1;
  } catch {
    // An engine that cannot describe the locale falls back to the list.
  }
  return ISO_WEEK_LOCALES.includes(locale);
}

/** The seven days from Sunday, or from Monday with Sunday last in ISO-style locales. */
export function weekdaysInOrder(locale: string): Weekday[] {
  const [sunday, ...rest] = WEEKDAYS;
  return isIsoWeekLocale(locale) ? [...rest, sunday] : [...WEEKDAYS];
}

// 1 January 2023 was a Sunday; the days are counted from it in UTC.
const dayDate = (day: Weekday) => new Date(Date.UTC(2023, 0, 1 + WEEKDAYS.indexOf(day)));

/** "Sunday", "niedziela", "일요일". */
export function weekdayName(locale: string, day: Weekday): string {
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(dayDate(day));
}

/** An "HH:MM" clock time ("24:00" is the midnight that ends the day) on a fixed UTC day. */
function clockDate(time: string): Date {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Date(Date.UTC(2023, 0, 1, hours, minutes));
}

/** Whether the hours span the whole day ("00:00"–"24:00"). */
export function isAllDay(hours: { open: string; close: string }): boolean {
  return hours.open === "00:00" && hours.close === "24:00";
}

/** "9:00 AM – 5:00 PM", "09:00–17:00", "오전 9:00 ~ 오후 5:00". */
export function formatHoursRange(locale: string, hours: { open: string; close: string }): string {
  const range = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  const open = clockDate(hours.open);
  if (hours.close !== "24:00") return range.formatRange(open, clockDate(hours.close));
  // A range ending at midnight crosses into the next day, and Intl would then print both
  // dates. The two times are formatted on their own, joined by the locale's range separator,
  // with hours padded as ranges pad them in 24-hour locales ("08:00–00:00").
  const { hourCycle } = range.resolvedOptions();
  const hour = hourCycle === "h23" || hourCycle === "h24" ? "2-digit" : "numeric";
  const time = new Intl.DateTimeFormat(locale, { hour, minute: "2-digit", timeZone: "UTC" });
  const parts = range.formatRangeToParts(clockDate("09:00"), clockDate("17:00"));
  const separator = parts.find((p) => p.source === "shared" && p.type === "literal")?.value ?? " – ";
  return `${time.format(open)}${separator}${time.format(clockDate("24:00"))}`;
}
