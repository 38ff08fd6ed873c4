/**
 * Whether the server can show a stored location row: a time zone its zone engine knows, and
 * weekly hours and dated time off it can read. The vendor document refuses anything else when it
 * is saved, but a row written before those checks, or behind the server's back, must take only
 * itself out of a list — never answer 500 for the whole vendor.
 */
import * as v from "valibot";
import { TimeOffSchema, WeeklyHoursSchema } from "#contract";
import type { LocationRow } from "../db/schema.js";
import { isKnownTimeZone } from "./zoned-time.js";

/** Where a row that cannot be shown is told (the log); each read tells it. */
export type UnservableReport = (row: Pick<LocationRow, "id" | "vendor_id">, reason: string) => void;

function parses(json: unknown, schema: v.GenericSchema): boolean {
  try {
    return v.is(schema, typeof json === "string" ? JSON.parse(json) : json);
  } catch {
    return false;
  }
}

/** Why the row cannot be shown, or undefined when it can. */
export function unservableReason(row: Pick<LocationRow, "timezone" | "hours" | "time_off">): string | undefined {
  if (!isKnownTimeZone(row.timezone)) return `its time zone "${row.timezone}" is unknown to the server's zone data`;
  if (!parses(row.hours, WeeklyHoursSchema)) return "its weekly hours cannot be read";
  if (!parses(row.time_off, v.array(TimeOffSchema))) return "its dated time off cannot be read";
  return undefined;
}

/** The rows that can be shown; the others are reported and left out. */
export function servableLocations<T extends LocationRow>(rows: T[], report?: UnservableReport): T[] {
  return rows.filter((row) => {
    const reason = unservableReason(row);
    if (reason) report?.(row, reason);
    return reason === undefined;
  });
}
