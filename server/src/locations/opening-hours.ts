/**
 * Whether a location is open now, and its open hours for the coming days
 * (spec: `is_currently_open`, `future_open_hours` with HHmmss times in UTC).
 */
import { type FutureOpenHours, WEEKDAYS, type Weekday, type WeeklyHours } from "#contract";
import { localTime } from "./local-time.js";
import { addDays, zonedInstant, zonedParts } from "./zoned-time.js";

export type { FutureOpenHours };

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

/** One local calendar day of a location: its weekday and, unless closed, its open and close instants. */
export interface LocalDayHours {
  weekday: Weekday;
  /** YYYY-MM-DD */
  date: string;
  open?: { start: Date; end: Date };
}

/** The local day `offset` days after the one `instant` falls on, with its hours read in the zone. */
export function localDayHours(hours: WeeklyHours, timeZone: string, instant: Date, offset: number): LocalDayHours {
  const local = zonedParts(instant, timeZone);
  const date = addDays(local.year, local.month, local.day, offset);
  const weekday = WEEKDAYS[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()] ?? "sunday";
  const iso = `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
  const day = hours[weekday];
  if (!day) return { weekday, date: iso };
  return {
    weekday,
    date: iso,
    open: {
      start: zonedInstant(date.year, date.month, date.day, toMinutes(day.open), timeZone),
      end: zonedInstant(date.year, date.month, date.day, toMinutes(day.close), timeZone),
    },
  };
}

/** Today and the next days, each with its hours as UTC instants, or no hours when closed. */
export function futureOpenHours(hours: WeeklyHours, timeZone: string, instant: Date, days = FUTURE_DAYS): FutureOpenHours[] {
  const result: FutureOpenHours[] = [];
  for (let i = 0; i < days; i++) {
    const { weekday, date, open } = localDayHours(hours, timeZone, instant, i);
    if (!open) {
      result.push({ weekday, date });
      continue;
    }
    const { start, end } = open;
    result.push({
      weekday,
      date,
      hours: {
        start: utcHhmmss(start),
        end: utcHhmmss(end),
        start_at: start.toISOString(),
        end_at: end.toISOString(),
        start_local: localTime(start, timeZone),
        end_local: localTime(end, timeZone),
      },
    });
  }
  return result;
}
