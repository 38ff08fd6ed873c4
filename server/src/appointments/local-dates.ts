/** Local calendar dates (`YYYY-MM-DD`) of a time zone: today's, the next ones, their weekday. */
import { WEEKDAYS, type Weekday } from "#contract";
import { addDays, zonedInstant, zonedParts } from "../locations/zoned-time.js";

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function parseDate(date: string): CalendarDate {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  return { year, month, day };
}

export function formatDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The local date of an instant in a zone. */
export function localDate(instant: Date | number, timeZone: string): string {
  return formatDate(zonedParts(new Date(instant), timeZone));
}

export function weekdayOf(date: string): Weekday {
  const { year, month, day } = parseDate(date);
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? "sunday";
}

/** `count` consecutive dates from `first`. */
export function dateRange(first: string, count: number): string[] {
  const start = parseDate(first);
  return Array.from({ length: count }, (_, i) => formatDate(addDays(start.year, start.month, start.day, i)));
}

/** Local midnight at the start of a date, as an instant (ms). */
export function startOfDate(date: string, timeZone: string): number {
  const { year, month, day } = parseDate(date);
  return zonedInstant(year, month, day, 0, timeZone).getTime();
}

/** The day after a date. */
export function nextDate(date: string): string {
  const { year, month, day } = parseDate(date);
  return formatDate(addDays(year, month, day, 1));
}
