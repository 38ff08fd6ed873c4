/**
 * The report aggregates in a shape a month of a hundred branches reads in well under a second
 * (docs/reports.md#how-fast):
 * - keys begin with vendor, service and staff, so a report reads one contiguous range of rows
 *   already summed for its filters (`-1` in `service_id` or `staff_id` counts them all; see
 *   reports/report-grains.ts);
 * - the heat-map's hours are 72 columns of `report_days` instead of `report_hours`' rows;
 * - each minute histogram is one row of `report_histograms`, a column per bucket, instead of
 *   `report_minutes`' row per minute value.
 * The aggregates are derived from the visits, bookings and feedback, which are never deleted
 * (erasure blanks personal columns only): the old tables are dropped and every row is marked as
 * not yet counted, so the roll-up rebuilds them in its batches.
 */
import type { CreateTableBuilder, Kysely, Migration } from "kysely";

// The columns are listed here rather than imported from reports/: a migration must create the
// same tables whatever later code says (reports/report-columns.ts names the same columns).
const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, "0"));
const BUCKET_STARTS = [
  ...Array.from({ length: 90 }, (_, m) => m),
  ...Array.from({ length: 18 }, (_, i) => 90 + i * 5),
  ...Array.from({ length: 12 }, (_, i) => 180 + i * 15),
  360,
];

const KEY = ["vendor_id", "service_id", "staff_id", "day", "location_id"];

function keyColumns(table: CreateTableBuilder<any, any>): CreateTableBuilder<any, any> {
  return table
    .addColumn("vendor_id", "integer", (c) => c.notNull())
    .addColumn("service_id", "integer", (c) => c.notNull())
    .addColumn("staff_id", "integer", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("location_id", "integer", (c) => c.notNull());
}

const DAY_COUNTS = [
  "joined",
  "served",
  "no_shows",
  "cancelled",
  "left_early",
  "wait_count",
  "service_count",
  "estimate_count",
  "within_5_minutes",
  "within_20_percent",
  "promised_too_little",
  "booked",
  "booked_kept",
  "booked_moved",
  "booked_missed",
  "booked_cancelled",
  "feedback_count",
  "feedback_half_stars",
  "feedback_high",
];
const DAY_SECONDS = ["wait_seconds", "service_seconds", "estimate_error_seconds"];

export const reportGrainsMigration: Migration = {
  async up(db: Kysely<any>) {
    for (const table of ["report_days", "report_hours", "report_minutes", "report_histograms"]) await db.schema.dropTable(table).ifExists().execute();

    let days = keyColumns(db.schema.createTable("report_days"));
    const hourCounts = HOURS.flatMap((h) => [`arrivals_h${h}`, `waits_h${h}`]);
    for (const count of [...DAY_COUNTS, ...hourCounts]) days = days.addColumn(count, "integer", (c) => c.notNull().defaultTo(0));
    // Sums of seconds: a year of a large vendor's waits passes 2^31.
    for (const seconds of [...DAY_SECONDS, ...HOURS.map((h) => `wait_seconds_h${h}`)]) {
      days = days.addColumn(seconds, "bigint", (c) => c.notNull().defaultTo(0));
    }
    await days.addPrimaryKeyConstraint("report_days_grain_key", KEY).execute();

    let histograms = keyColumns(db.schema.createTable("report_histograms")).addColumn("measure", "text", (c) => c.notNull());
    for (const bucket of BUCKET_STARTS.map((m) => `m${m}`)) histograms = histograms.addColumn(bucket, "integer", (c) => c.notNull().defaultTo(0));
    await histograms.addPrimaryKeyConstraint("report_histograms_key", [...KEY, "measure"]).execute();

    for (const table of ["queue_appointments", "appointments", "feedback"]) {
      await db.updateTable(table).set({ reported_at: null }).where("reported_at", "is not", null).execute();
    }
  },
};
