/**
 * Reports for a vendor's managers and admins (`GET /api/v2/office/reports` and its CSV files):
 * how visits ended, waits, service times, the estimate's accuracy, bookings and feedback over a
 * range of days on each location's own clock. Shared by the server and the back office's reports
 * screen, which parses the answer with `ReportResponseSchema`. Definitions: docs/reports.md.
 */
import * as v from "valibot";
import { CalendarDateSchema } from "./booking-queries.js";
import { idText } from "./schema-helpers.js";

/** The longest range one report covers, in days (a leap year, counted inclusively). */
export const MAX_REPORT_DAYS = 366;

const reportId = (what: string) => v.pipe(idText(`a ${what} id`), v.minValue(1, `is not a ${what} id`));

/** Days from `from` to `to`, both counted; both are valid calendar dates here. */
export function reportDayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The query of every report and export: `from` and `to` (`YYYY-MM-DD`, both included, on each
 * location's clock, at most 366 days), optionally one location, service and staff member.
 */
export const ReportQuerySchema = v.pipe(
  v.strictObject({
    from: CalendarDateSchema,
    to: CalendarDateSchema,
    location: v.optional(reportId("location")),
    service: v.optional(reportId("service")),
    staff: v.optional(reportId("staff")),
  }),
  v.forward(
    v.partialCheck([["from"], ["to"]], (q) => q.from <= q.to, "must not be before from"),
    ["to"],
  ),
  v.forward(
    v.partialCheck([["from"], ["to"]], (q) => reportDayCount(q.from, q.to) <= MAX_REPORT_DAYS, `must make a range of at most ${MAX_REPORT_DAYS} days`),
    ["to"],
  ),
);
export type ReportQuery = v.InferOutput<typeof ReportQuerySchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const minutes = v.nullable(v.number());
const share = v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(1)));

/** Every figure of a report, for the whole range or one location. Shares are 0–1; null when nothing was measured. */
export const ReportFiguresSchema = v.object({
  /** Joined the line (every visit that is over, whatever its end). */
  joined: count,
  /** Served to the end (completed). */
  served: count,
  /** Called or waited for and did not come (no-show). */
  no_shows: count,
  /** Cancelled by the staff or the vendor. */
  cancelled: count,
  /** Cancelled by the client themselves before being served. */
  left_early: count,
  /** Wait: joined → started, in minutes. */
  wait: v.object({ count, median_minutes: minutes, p90_minutes: minutes, average_minutes: minutes }),
  /** Service time: started → finished, in minutes. */
  service: v.object({ count, median_minutes: minutes, average_minutes: minutes }),
  /** The wait promised at joining against the real one (visits that were promised a start and started). */
  accuracy: v.object({
    count,
    median_error_minutes: minutes,
    within_5_minutes_share: share,
    within_20_percent_share: share,
    promised_too_little_share: share,
  }),
  /** Booked appointments by their start: kept (completed or served), moved (rescheduled at least once), missed (no-show), cancelled. */
  bookings: v.object({ booked: count, kept: count, moved: count, missed: count, cancelled: count }),
  /** Stars 0.5–5; high = 4 or 5 stars. */
  feedback: v.object({ count, average_stars: minutes, high_share: share }),
});
export type ReportFigures = v.InferOutput<typeof ReportFiguresSchema>;

const named = v.object({ id: v.number(), name: v.string() });

export const ReportViewSchema = v.object({
  from: v.string(),
  to: v.string(),
  location_id: v.nullable(v.number()),
  service_id: v.nullable(v.number()),
  staff_id: v.nullable(v.number()),
  totals: ReportFiguresSchema,
  /** The comparison of locations: every location with activity in the range (or the one filtered). */
  locations: v.array(v.object({ location_id: v.number(), name: v.string(), figures: ReportFiguresSchema })),
  /** Every day of the range, in order, also days without activity. */
  days: v.array(v.object({ day: v.string(), joined: count, served: count, no_shows: count, average_wait_minutes: minutes })),
  /** Arrivals and average waits by weekday (0 = Sunday) and hour (0–23) on each location's clock; only cells with arrivals. */
  heatmap: v.array(v.object({ weekday: v.number(), hour: v.number(), arrivals: count, average_wait_minutes: minutes })),
  /** What the filters offer: the vendor's locations, services and staff. */
  choices: v.object({ locations: v.array(named), services: v.array(named), staff: v.array(named) }),
  generated_at: v.string(),
});
export type ReportView = v.InferOutput<typeof ReportViewSchema>;

/** `GET /api/v2/office/reports` answers `{ data: ReportView }`. */
export const ReportResponseSchema = v.object({ data: ReportViewSchema });
export type ReportResponse = v.InferOutput<typeof ReportResponseSchema>;

/** The report tables offered as CSV files: `GET /api/v2/office/reports/{name}.csv`. */
export const REPORT_CSV_TABLES = ["summary", "locations", "days", "heatmap"] as const;
export type ReportCsvTable = (typeof REPORT_CSV_TABLES)[number];
