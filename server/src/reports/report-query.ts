/**
 * Reads a report's aggregates: three grouped reads of the day, hour and minute tables over the
 * range and filters, never the visits themselves. Grouped by location (and day or hour) so one
 * read serves the totals, the comparison of locations and the days alike.
 */
import { type Kysely, sql } from "kysely";
import type { ReportQuery } from "#contract";
import type { Database } from "../db/schema.js";
import type { Measure } from "./visit-facts.js";
import { DAY_COUNTS, type DayCount } from "./visit-facts.js";

export interface ReportFilter {
  vendorId: number;
  query: ReportQuery;
}

export type DaySums = { location_id: number; day: string } & Record<DayCount, number>;
export interface HourSums {
  day: string;
  hour: number;
  arrivals: number;
  wait_count: number;
  wait_seconds: number;
}
export interface MinuteSums {
  location_id: number;
  measure: Measure;
  minutes: number;
  count: number;
}

export interface ReportSums {
  days: DaySums[];
  hours: HourSums[];
  minutes: MinuteSums[];
}

type AggregateTable = "report_days" | "report_hours" | "report_minutes";

/** The range and filters: the primary keys begin with vendor and day, so this is a range read. */
function filtered(db: Kysely<Database>, table: AggregateTable, { vendorId, query }: ReportFilter) {
  let q = db.selectFrom(table).where("vendor_id", "=", vendorId).where("day", ">=", query.from).where("day", "<=", query.to);
  if (query.location !== undefined) q = q.where("location_id", "=", query.location);
  if (query.service !== undefined) q = q.where("service_id", "=", query.service);
  if (query.staff !== undefined) q = q.where("staff_id", "=", query.staff);
  return q;
}

/** PostgreSQL answers sums (bigint, numeric) as strings. */
const numbers = <T>(row: Record<string, unknown>): T =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k === "day" || k === "measure" ? v : Number(v)])) as T;

const sum = (column: string) => sql<number>`sum(${sql.ref(column)})`.as(column);

export async function readReportSums(db: Kysely<Database>, filter: ReportFilter): Promise<ReportSums> {
  const [days, hours, minutes] = await Promise.all([
    filtered(db, "report_days", filter)
      .select(["location_id", "day", ...DAY_COUNTS.map(sum)])
      .groupBy(["location_id", "day"])
      .execute(),
    filtered(db, "report_hours", filter)
      .select(["day", "hour", sum("arrivals"), sum("wait_count"), sum("wait_seconds")])
      .groupBy(["day", "hour"])
      .execute(),
    filtered(db, "report_minutes", filter)
      .select(["location_id", "measure", "minutes", sum("count")])
      .groupBy(["location_id", "measure", "minutes"])
      .execute(),
  ]);
  return {
    days: days.map((r) => numbers<DaySums>(r)),
    hours: hours.map((r) => numbers<HourSums>(r)),
    minutes: minutes.map((r) => numbers<MinuteSums>(r)),
  };
}
