/**
 * Reads a report's aggregates, never the visits themselves: three reads over the rows of the
 * report's grain (report-grains.ts) in the range, where each location and day is one row.
 * - the counts of each location and day, as stored: they serve the totals, the comparison of
 *   locations and the days;
 * - the heat-map's hour columns summed by day (its weekday is worked out after);
 * - the histograms summed by location and measure.
 * Each reads only the columns it needs: moving a hundred columns of every row into JavaScript
 * cost more than the database's work.
 */
import { type Kysely, sql } from "kysely";
import type { ReportQuery } from "#contract";
import { dialectOf } from "../db/dialect-of.js";
import type { Database } from "../db/schema.js";
import { BUCKET_COLUMNS, HOUR_COLUMNS, type HourColumn } from "./report-columns.js";
import { EVERY } from "./report-grains.js";
import type { Measure } from "./visit-facts.js";
import { DAY_COUNTS, type DayCount } from "./visit-facts.js";

export interface ReportFilter {
  vendorId: number;
  query: ReportQuery;
}

export type DaySums = { location_id: number; day: string } & Record<DayCount, number>;
export type HourSums = { day: string } & Record<HourColumn, number>;
export interface HistogramSums {
  location_id: number;
  measure: Measure;
  /** Counts by bucket, in the order of BUCKET_COLUMNS. */
  buckets: number[];
}

export interface ReportSums {
  days: DaySums[];
  hours: HourSums[];
  histograms: HistogramSums[];
}

/** The grain and the range: the primary keys begin with vendor, service, staff and day, so this is one range read. */
function filtered(db: Kysely<Database>, table: "report_days" | "report_histograms", { vendorId, query }: ReportFilter) {
  let q = db
    .selectFrom(table)
    .where("vendor_id", "=", vendorId)
    .where("service_id", "=", query.service ?? EVERY)
    .where("staff_id", "=", query.staff ?? EVERY)
    .where("day", ">=", query.from)
    .where("day", "<=", query.to);
  if (query.location !== undefined) q = q.where("location_id", "=", query.location);
  return q;
}

/** PostgreSQL answers sums (bigint, numeric) as strings. */
const numbers = <T>(row: Record<string, unknown>): T =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k === "day" || k === "measure" ? v : Number(v)])) as T;

const sum = (column: string) => sql<number>`sum(${sql.ref(column)})`.as(column);

export async function readReportSums(db: Kysely<Database>, filter: ReportFilter): Promise<ReportSums> {
  if (dialectOf(db) === "sqlite") return readSums(db, filter);
  // PostgreSQL's planner finds sums over a hundred columns costly enough to compile them (JIT),
  // and compiling took 0.6 s of a report that runs in 0.2 s: off for these reads only.
  return db.transaction().execute(async (tx) => {
    await sql`set local jit = off`.execute(tx);
    return readSums(tx, filter);
  });
}

async function readSums(db: Kysely<Database>, filter: ReportFilter): Promise<ReportSums> {
  const [days, hours, histograms] = await Promise.all([
    filtered(db, "report_days", filter)
      .select(["location_id", "day", ...DAY_COUNTS])
      .execute(),
    filtered(db, "report_days", filter)
      .select(["day", ...HOUR_COLUMNS.map(sum)])
      .groupBy("day")
      .execute(),
    filtered(db, "report_histograms", filter)
      .select(["location_id", "measure", ...BUCKET_COLUMNS.map(sum)])
      .groupBy(["location_id", "measure"])
      .execute(),
  ]);
  return {
    days: days.map((r) => numbers<DaySums>(r)),
    hours: hours.map((r) => numbers<HourSums>(r)),
    histograms: histograms.map((r) => {
      const row = r as Record<string, unknown>;
      return { location_id: Number(row.location_id), measure: row.measure as Measure, buckets: BUCKET_COLUMNS.map((c) => Number(row[c])) };
    }),
  };
}
