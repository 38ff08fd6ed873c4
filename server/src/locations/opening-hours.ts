/**
 * Whether a location is open now, and its open hours for the coming days
 * (spec: `is_currently_open`, `future_open_hours` with HHmmss times in UTC).
 */
import { WEEKDAYS, type Weekday, type WeeklyHours } from "../../../widget/src/contract/index.js";
import { addDays, zonedInstant, zonedParts } from "./zoned-time.js";

export interface FutureOpenHours {
  weekday: Weekday;
  /** Local calendar date, YYYY-MM-DD. */
  date: string;
  /** Missing when closed that day. */
  hours?: { start: string; end: string; start_at: string; end_at: string };
}

export const FUTURE_DAYS = 7;

function toMinutes(hhmm: string): number {
  const [h = "0", m = "0"] = hhmm.split(":");
  return Number(h) * 60 + Number(m);
}

/** HHmmss in UTC, the format the spec gives for future open hours. */
function utcHhmmss(instant: Date): string {
  return instant.toISOString().slice(11, 19).replaceAll(":", "");
}

/** Open if the local time lies between today's open and close times. */
export function isOpenAt(hours: WeeklyHours, timeZone: string, instant: Date): boolean {
  const local = zonedParts(instant, timeZone);
  const today = hours[local.weekday];
  if (!today) return false;
  return local.minutes >= toMinutes(today.open) && local.minutes < toMinutes(today.close);
}

/** Today and the next days, each with its hours as UTC instants, or no hours when closed. */
export function futureOpenHours(hours: WeeklyHours, timeZone: string, instant: Date, days = FUTURE_DAYS): FutureOpenHours[] {
  const local = zonedParts(instant, timeZone);
  const result: FutureOpenHours[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(local.year, local.month, local.day, i);
    const weekday = WEEKDAYS[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()] ?? "sunday";
    const iso = `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
    const day = hours[weekday];
    if (!day) {
      result.push({ weekday, date: iso });
      continue;
    }
    const start = zonedInstant(date.year, date.month, date.day, toMinutes(day.open), timeZone);
    const end = zonedInstant(date.year, date.month, date.day, toMinutes(day.close), timeZone);
    result.push({
      weekday,
      date: iso,
      hours: { start: utcHhmmss(start), end: utcHhmmss(end), start_at: start.toISOString(), end_at: end.toISOString() },
    });
  }
  return result;
}
