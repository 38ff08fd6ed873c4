/**
 * The `…_local` companion of an instant in the open and staff API: the location's wall clock
 * then, with its offset and zone abbreviation, from the server's zone rules (see
 * `zoned-time.ts`). The element and the back office's desk write these instead of converting the
 * instant with the browser's own rules.
 */
import type { LocalTime } from "#contract";
import { wallClock, zonedInstant, zoneAbbreviation, zoneOffset } from "./zoned-time.js";

export function localTime(instant: Date | number | string, timeZone: string): LocalTime {
  const time = typeof instant === "string" ? Date.parse(instant) : Number(instant);
  return {
    wall: wallClock(time, timeZone).toISOString().slice(0, 16),
    offset: zoneOffset(time, timeZone),
    abbr: zoneAbbreviation(time, timeZone),
  };
}

/** The same for an instant that may be missing. */
export function localTimeOrNull(instant: Date | number | string | null | undefined, timeZone: string): LocalTime | null {
  return instant === null || instant === undefined ? null : localTime(instant, timeZone);
}

/**
 * The instant of a wall time `YYYY-MM-DDTHH:mm` on the location's clock (a time staff type). In
 * the skipped hour of a spring-forward night and the repeated one of a fall-back night it
 * resolves as `zonedInstant` does.
 */
export function instantOfWall(wall: string, timeZone: string): Date {
  const [date = "", time = ""] = wall.split("T");
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return zonedInstant(year, month, day, hour * 60 + minute, timeZone);
}
