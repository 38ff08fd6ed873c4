/**
 * `future_open_hours` of a location (spec: the closed screen's coming open hours): today and the
 * next days, each a local date of the location and, unless it is closed that day, its opening
 * and closing — as UTC instants (`start_at`, `end_at`; `start`/`end` in the spec's UTC HHmmss)
 * and on the location's clock with its zone (`start_local`, `end_local`), which is what a
 * client is shown.
 */
import * as v from "valibot";
import { LocalTimeSchema } from "./local-time.js";

export const FutureOpenDaySchema = v.object({
  /** Local calendar date of the location, YYYY-MM-DD. */
  date: v.string(),
  /** Missing when the location is closed that day. */
  hours: v.optional(v.object({ start_at: v.string(), end_at: v.string(), start_local: LocalTimeSchema, end_local: LocalTimeSchema })),
});
export type FutureOpenDay = v.InferOutput<typeof FutureOpenDaySchema>;

export const FutureOpenDaysSchema = v.array(FutureOpenDaySchema);
