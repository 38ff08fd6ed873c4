/**
 * Whether a location is open and, while closed, when it opens next, as every answer that
 * includes a location carries it (`is_currently_open`, `opens_at` with its `opens_at_local`, and
 * `local_now`, the location's clock at the answer): what the form, the picker and the manage
 * page say of a closed branch ("Closed now, opens at 9:00 AM EST", "Closed for the rest of
 * today", "Opens Monday at 9:00 AM EST"). A closed location is estimated from its opening; one
 * with no opening in view (temporarily closed, no hours within the week) has no estimate.
 */
import * as v from "valibot";
import { formatLocalTime, LocalTimeSchema, type LocalTime } from "./local-time.js";

export const LocationOpeningSchema = v.object({
  is_currently_open: v.boolean(),
  opens_at: v.nullable(v.string()),
  opens_at_local: v.nullable(LocalTimeSchema),
  local_now: LocalTimeSchema,
});
export type LocationOpening = v.InferOutput<typeof LocationOpeningSchema>;

export type Opening =
  | { state: "open" }
  /** Closed now, opening later on the location's today. */
  | { state: "later-today"; at: number; local: LocalTime }
  /** Closed for the rest of the location's today, opening on another day. */
  | { state: "another-day"; at: number; local: LocalTime }
  /** Closed, with no opening in view: no estimate either. */
  | { state: "not-in-view" };

/** "8:00 AM EST", "08:00 UTC−5": an opening on the location's clock, its zone named. */
export function formatOpeningTime(local: LocalTime, locale: string): string {
  return formatLocalTime(local, locale, { hour: "numeric", minute: "2-digit", timeZoneName: "short" });
}

/**
 * Where the location stands at `now` (ms): an answer read before its opening counts as open
 * once the opening has come, so a page left open moves on by itself.
 */
export function openingAt(location: LocationOpening, now: number): Opening {
  if (location.is_currently_open) return { state: "open" };
  const at = location.opens_at === null ? NaN : Date.parse(location.opens_at);
  if (!location.opens_at_local || Number.isNaN(at)) return { state: "not-in-view" };
  if (at <= now) return { state: "open" };
  // The location's date at `now`, by the offset the server gave (a page may stay open past midnight).
  const today = new Date(now + location.local_now.offset * 60_000).toISOString().slice(0, 10);
  return { state: location.opens_at_local.wall.startsWith(today) ? "later-today" : "another-day", at, local: location.opens_at_local };
}
