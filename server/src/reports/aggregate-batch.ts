/**
 * Adds up the facts of a batch into one row per aggregate key and grain (pure), then writes them
 * as upserts that add to what is stored (wide-upsert.ts). Summing first matters beyond speed: PostgreSQL refuses
 * an `INSERT … ON CONFLICT DO UPDATE` that touches the same row twice in one statement.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { BUCKET_COLUMNS, BUCKET_STARTS, bucketIndex, HOUR_COLUMNS, type HourColumn } from "./report-columns.js";
import { grainKeys } from "./report-grains.js";
import { upsertWideRows, type WideTable } from "./wide-upsert.js";
import { DAY_COUNTS, type DayCount, type FactKey, type Facts, type Measure } from "./visit-facts.js";

type KeyColumns = { vendor_id: number; day: string; location_id: number; service_id: number; staff_id: number };
/** Rows are arrays while a batch is summed (objects of a hundred keys are slow to make), objects only when written. */
export interface DayRow {
  key: KeyColumns;
  /** In the order of DAY_VALUES. */
  values: number[];
}
export interface HistogramRow {
  key: KeyColumns;
  measure: Measure;
  /** Counts by bucket, in the order of BUCKET_COLUMNS. */
  buckets: number[];
}

export interface AggregateBatch {
  days: Map<string, DayRow>;
  histograms: Map<string, HistogramRow>;
}

export const emptyBatch = (): AggregateBatch => ({ days: new Map(), histograms: new Map() });

const keyColumns = (vendorId: number, k: FactKey): KeyColumns => ({
  vendor_id: vendorId,
  day: k.day,
  location_id: k.locationId,
  service_id: k.serviceId,
  staff_id: k.staffId,
});

/** The value columns of `report_days`: the counts, then each hour's three columns (HOUR_COLUMNS' order). */
export const DAY_VALUES: readonly (DayCount | HourColumn)[] = [...DAY_COUNTS, ...HOUR_COLUMNS];
const COUNT_INDEX = new Map<string, number>(DAY_COUNTS.map((c, i) => [c, i]));
const hourIndex = (hour: number) => DAY_COUNTS.length + hour * 3;

export function addFacts(batch: AggregateBatch, vendorId: number, facts: Facts): void {
  for (const k of grainKeys(facts.key)) {
    const id = `${vendorId}|${k.day}|${k.locationId}|${k.serviceId}|${k.staffId}`;
    let day = batch.days.get(id);
    if (!day) batch.days.set(id, (day = { key: keyColumns(vendorId, k), values: DAY_VALUES.map(() => 0) }));
    const values = day.values;
    for (const [column, value] of Object.entries(facts.counts)) {
      const i = COUNT_INDEX.get(column) ?? 0;
      values[i] = (values[i] ?? 0) + value;
    }
    if (facts.hour) {
      const i = hourIndex(facts.hour.hour);
      values[i] = (values[i] ?? 0) + facts.hour.arrivals;
      values[i + 1] = (values[i + 1] ?? 0) + facts.hour.waitCount;
      values[i + 2] = (values[i + 2] ?? 0) + facts.hour.waitSeconds;
    }
    for (const m of facts.minutes) {
      const histogramId = `${id}|${m.measure}`;
      let histogram = batch.histograms.get(histogramId);
      if (!histogram) {
        histogram = { key: keyColumns(vendorId, k), measure: m.measure, buckets: BUCKET_STARTS.map(() => 0) };
        batch.histograms.set(histogramId, histogram);
      }
      const bucket = bucketIndex(m.minutes);
      histogram.buckets[bucket] = (histogram.buckets[bucket] ?? 0) + 1;
    }
  }
}

const KEY = ["vendor_id", "service_id", "staff_id", "day", "location_id"] as const;
const keyValues = (k: KeyColumns) => [k.vendor_id, k.service_id, k.staff_id, k.day, k.location_id];

export const DAYS_TABLE: WideTable = { name: "report_days", columns: [...KEY, ...DAY_VALUES], key: KEY, added: DAY_VALUES };
export const HISTOGRAMS_TABLE: WideTable = {
  name: "report_histograms",
  columns: [...KEY, "measure", ...BUCKET_COLUMNS],
  key: [...KEY, "measure"],
  added: BUCKET_COLUMNS,
};

/** Adds the batch to the stored aggregates (inside the caller's transaction). */
export async function writeBatch(db: Kysely<Database>, batch: AggregateBatch): Promise<void> {
  await upsertWideRows(
    db,
    DAYS_TABLE,
    [...batch.days.values()].map((row) => [...keyValues(row.key), ...row.values]),
  );
  await upsertWideRows(
    db,
    HISTOGRAMS_TABLE,
    [...batch.histograms.values()].map((row) => [...keyValues(row.key), row.measure, ...row.buckets]),
  );
}
