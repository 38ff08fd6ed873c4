/**
 * A manage page left open across its location's opening or closing reads the appointment again
 * then, so what it says of the location ("Opens at 8:00 AM EST — you are number 3 in line", or
 * the usual wait) follows; the server moves the line at the same moment (opening-recompute.ts),
 * and its new expected starts arrive live.
 */
import { useEffect } from "react";
import * as v from "valibot";
import { FutureOpenDaysSchema, LocationOpeningSchema, openingAt, type LocationOpening } from "#contract";

/** Timers further ahead than this (about 24 days) fire at once in browsers. */
const MAX_DELAY_MS = 2_147_483_647;
/** The server looks for openings and closings every few seconds: read a little after. */
const AFTER_CHANGE_MS = 20_000;

/** The included location's opening, as the contract words it; null when the answer has none. */
export function locationOpeningOf(location: Record<string, unknown>): LocationOpening | null {
  const parsed = v.safeParse(LocationOpeningSchema, location);
  return parsed.success ? parsed.output : null;
}

/** When the location next opens or closes after `now`, by the answer (ms); null: nothing in view. */
export function nextOpeningOrClosing(location: Record<string, unknown>, now: number): number | null {
  const opening = locationOpeningOf(location);
  if (!opening) return null;
  const state = openingAt(opening, now);
  if (state.state === "later-today" || state.state === "another-day") return state.at;
  if (state.state !== "open") return null;
  const days = v.safeParse(FutureOpenDaysSchema, location.future_open_hours);
  const closings = days.success ? days.output.flatMap((day) => (day.hours ? [Date.parse(day.hours.end_at)] : [])) : [];
  return closings.find((end) => end > now) ?? null;
}

/** Calls `reread` a little after the location's next opening or closing. */
export function useRereadAtOpeningOrClosing(location: Record<string, unknown> | null, reread: () => void): void {
  const at = location ? nextOpeningOrClosing(location, Date.now()) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer follows the next opening or closing (`at`); `reread` is new on every render.
  useEffect(() => {
    if (at === null) return;
    const delay = at - Date.now() + AFTER_CHANGE_MS;
    if (delay > MAX_DELAY_MS) return;
    const timer = setTimeout(reread, Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [at]);
}
