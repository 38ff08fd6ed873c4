/**
 * When a location can serve its line, as instants: its weekly `hours` read in its zone (through
 * zoned-time.ts, like every branch-local computation), nothing while it is `temporarily_closed`
 * (nobody knows when it reopens), and nothing beyond the horizon: today and the next seven local
 * days, so a location with any weekly hours always has its next opening in view, and one
 * without (or temporarily closed) has none — its clients get no estimate rather than a made-up
 * one. The wait engine blocks everyone outside these spans; the open API names the next opening.
 */
import type { WeeklyHours } from "#contract";
import type { Interval } from "../time/interval.js";
import { localDayHours } from "./opening-hours.js";

/** Local days read: today and the next seven. */
export const OPEN_SPAN_DAYS = 8;

export interface LocationHours {
  hours: WeeklyHours;
  timeZone: string;
  temporarilyClosed: boolean;
}

/** A location row's hours as this module takes them. */
export function locationHours(row: { hours: string; timezone: string; temporarily_closed: number }): LocationHours {
  return { hours: JSON.parse(row.hours) as WeeklyHours, timeZone: row.timezone, temporarilyClosed: row.temporarily_closed === 1 };
}

/**
 * The open stretches from the local day before `from` to the horizon, sorted; days that run
 * into each other (a 24-hour branch, or one closing at midnight and opening at midnight) are one
 * span, so their midnights are no opening or closing.
 */
export function openSpans(place: LocationHours, from: Date): Interval[] {
  if (place.temporarilyClosed) return [];
  const spans: Interval[] = [];
  for (let i = -1; i < OPEN_SPAN_DAYS; i++) {
    const { open } = localDayHours(place.hours, place.timeZone, from, i);
    if (!open) continue;
    const start = open.start.getTime();
    const end = open.end.getTime();
    if (start >= end) continue;
    const last = spans[spans.length - 1];
    if (last && last.end >= start) last.end = Math.max(last.end, end);
    else spans.push({ start, end });
  }
  return spans;
}

/**
 * The time from `now` on when the location cannot serve: between its spans, and from the end
 * of the last one on (`end` Infinity). Sorted, as the wait engine takes blocked time.
 */
export function closedSpans(place: LocationHours, now: Date): Interval[] {
  const closed: Interval[] = [];
  let from = now.getTime();
  for (const span of openSpans(place, now)) {
    if (span.end <= from) continue;
    if (span.start > from) closed.push({ start: from, end: span.start });
    from = Math.max(from, span.end);
  }
  closed.push({ start: from, end: Infinity });
  return closed;
}

/** Whether the location can serve at `now`. */
export function isServableAt(place: LocationHours, now: Date): boolean {
  const t = now.getTime();
  return openSpans(place, now).some((span) => span.start <= t && t < span.end);
}

/** While closed: when it next opens (ms), within the horizon. Null while open, or with no opening in view. */
export function nextOpening(place: LocationHours, now: Date): number | null {
  const t = now.getTime();
  for (const span of openSpans(place, now)) {
    if (span.start <= t && t < span.end) return null;
    if (span.start > t) return span.start;
  }
  return null;
}

/** The latest opening or closing in `(from, to]`, if any (ms). */
export function lastChangeBetween(place: LocationHours, from: Date, to: Date): number | null {
  let last: number | null = null;
  for (const span of openSpans(place, from)) {
    for (const edge of [span.start, span.end]) {
      if (edge > from.getTime() && edge <= to.getTime() && (last === null || edge > last)) last = edge;
    }
  }
  return last;
}
