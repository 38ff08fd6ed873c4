/**
 * Dated time off (`time_off` of a location or a staff member, see the contract's TimeOffSchema)
 * as instants: local `YYYY-MM-DDTHH:mm` times read in a location's zone, `end` exclusive. A
 * staff member's leave is read in the zone of whichever location asks, like their weekly hours.
 */
import type { TimeOff } from "#contract";
import { byStart, type Interval } from "../time/interval.js";
import { zonedInstant } from "./zoned-time.js";

/** The stored JSON list as intervals sorted by start; ones a DST change made empty are dropped. */
export function timeOffIntervals(json: string, timeZone: string): Interval[] {
  // Most people and places have none: skip the parse on every line recompute.
  if (json === "[]") return [];
  return (JSON.parse(json) as TimeOff[])
    .map((t) => ({ start: localInstant(t.start, timeZone), end: localInstant(t.end, timeZone) }))
    .filter((i) => i.start < i.end)
    .sort(byStart);
}

function localInstant(value: string, timeZone: string): number {
  const [year = 1970, month = 1, day = 1, hour = 0, minute = 0] = value.split(/[-T:]/).map(Number);
  return zonedInstant(year, month, day, hour * 60 + minute, timeZone).getTime();
}
