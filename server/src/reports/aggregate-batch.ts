/**
 * Adds up the facts of a batch into one row per aggregate key (pure), then writes them as
 * upserts that add to what is stored. Summing first matters beyond speed: PostgreSQL refuses an
 * `INSERT … ON CONFLICT DO UPDATE` that touches the same row twice in one statement.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { DAY_COUNTS, type DayCount, type Facts, type FactKey, type Measure } from "./visit-facts.js";

type KeyColumns = { vendor_id: number; day: string; location_id: number; service_id: number; staff_id: number };
export type DayRow = KeyColumns & Record<DayCount, number>;
export type HourRow = KeyColumns & { hour: number; arrivals: number; wait_count: number; wait_seconds: number };
export type MinuteRow = KeyColumns & { measure: Measure; minutes: number; count: number };

export interface AggregateBatch {
  days: Map<string, DayRow>;
  hours: Map<string, HourRow>;
  minutes: Map<string, MinuteRow>;
}

export const emptyBatch = (): AggregateBatch => ({ days: new Map(), hours: new Map(), minutes: new Map() });

const keyColumns = (vendorId: number, k: FactKey): KeyColumns => ({
  vendor_id: vendorId,
  day: k.day,
  location_id: k.locationId,
  service_id: k.serviceId,
  staff_id: k.staffId,
});

export function addFacts(batch: AggregateBatch, vendorId: number, facts: Facts): void {
  const k = facts.key;
  const id = `${vendorId}|${k.day}|${k.locationId}|${k.serviceId}|${k.staffId}`;
  let day = batch.days.get(id);
  if (!day) {
    day = { ...keyColumns(vendorId, k), ...(Object.fromEntries(DAY_COUNTS.map((c) => [c, 0])) as Record<DayCount, number>) };
    batch.days.set(id, day);
  }
  for (const [column, value] of Object.entries(facts.counts) as [DayCount, number][]) day[column] += value;
  if (facts.hour) {
    const hourId = `${id}|${facts.hour.hour}`;
    let hour = batch.hours.get(hourId);
    if (!hour) {
      hour = { ...keyColumns(vendorId, k), hour: facts.hour.hour, arrivals: 0, wait_count: 0, wait_seconds: 0 };
      batch.hours.set(hourId, hour);
    }
    hour.arrivals += facts.hour.arrivals;
    hour.wait_count += facts.hour.waitCount;
    hour.wait_seconds += facts.hour.waitSeconds;
  }
  for (const m of facts.minutes) {
    const minuteId = `${id}|${m.measure}|${m.minutes}`;
    let minute = batch.minutes.get(minuteId);
    if (!minute) {
      minute = { ...keyColumns(vendorId, k), measure: m.measure, minutes: m.minutes, count: 0 };
      batch.minutes.set(minuteId, minute);
    }
    minute.count += 1;
  }
}

const KEY = ["vendor_id", "day", "location_id", "service_id", "staff_id"] as const;
/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 200;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** `x = table.x + excluded.x` for each column: both databases take it. */
function addExcluded(table: string, columns: readonly string[]) {
  // Qualified: PostgreSQL finds a bare column name ambiguous beside `excluded`.
  return Object.fromEntries(columns.map((c) => [c, sql`${sql.ref(`${table}.${c}`)} + ${sql.ref(`excluded.${c}`)}`]));
}

/** Adds the batch to the stored aggregates (inside the caller's transaction). */
export async function writeBatch(db: Kysely<Database>, batch: AggregateBatch): Promise<void> {
  for (const rows of chunks([...batch.days.values()])) {
    await db
      .insertInto("report_days")
      .values(rows)
      .onConflict((oc) => oc.columns([...KEY]).doUpdateSet(addExcluded("report_days", DAY_COUNTS)))
      .execute();
  }
  for (const rows of chunks([...batch.hours.values()])) {
    await db
      .insertInto("report_hours")
      .values(rows)
      .onConflict((oc) => oc.columns([...KEY, "hour"]).doUpdateSet(addExcluded("report_hours", ["arrivals", "wait_count", "wait_seconds"])))
      .execute();
  }
  for (const rows of chunks([...batch.minutes.values()])) {
    await db
      .insertInto("report_minutes")
      .values(rows)
      .onConflict((oc) => oc.columns([...KEY, "measure", "minutes"]).doUpdateSet(addExcluded("report_minutes", ["count"])))
      .execute();
  }
}
