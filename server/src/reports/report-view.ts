/**
 * A report as the API answers it: the totals, the comparison of locations, every day of the
 * range, the weekday × hour heat-map and the filters' choices, from the aggregates' sums.
 */
import type { Kysely } from "kysely";
import type { ReportQuery, ReportView } from "#contract";
import type { Database } from "../db/schema.js";
import { addToHistogram } from "./percentiles.js";
import { addCounts, type Counts, emptyHistograms, figuresOf, type Histograms, zeroCounts } from "./report-figures.js";
import { BUCKET_STARTS, HOURS, hourColumns } from "./report-columns.js";
import { type HourSums, readReportSums } from "./report-query.js";
import { weekdayOf } from "./local-clock.js";

const DAY_MS = 86_400_000;
const averageMinutes = (seconds: number, count: number) => (count ? Math.round((seconds / count / 60) * 100) / 100 : null);

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

export async function buildReportView(db: Kysely<Database>, vendorId: number, query: ReportQuery, now: Date): Promise<ReportView> {
  const [sums, choices] = await Promise.all([readReportSums(db, { vendorId, query }), reportChoices(db, vendorId)]);
  const totals = zeroCounts();
  const totalHistograms = emptyHistograms();
  const byLocation = new Map<number, { counts: Counts; histograms: Histograms }>();
  const locationOf = (id: number) => {
    let entry = byLocation.get(id);
    if (!entry) byLocation.set(id, (entry = { counts: zeroCounts(), histograms: emptyHistograms() }));
    return entry;
  };
  const byDay = new Map<string, Counts>();
  for (const row of sums.days) {
    addCounts(totals, row);
    addCounts(locationOf(row.location_id).counts, row);
    let day = byDay.get(row.day);
    if (!day) byDay.set(row.day, (day = zeroCounts()));
    addCounts(day, row);
  }
  for (const row of sums.histograms) {
    for (const [i, count] of row.buckets.entries()) {
      if (!count) continue;
      const minutes = BUCKET_STARTS[i] ?? 0;
      addToHistogram(totalHistograms[row.measure], minutes, count);
      addToHistogram(locationOf(row.location_id).histograms[row.measure], minutes, count);
    }
  }
  const names = new Map(choices.locations.map((l) => [l.id, l.name]));
  // The filtered location is compared even without activity, if it is the vendor's.
  if (query.location !== undefined && names.has(query.location)) locationOf(query.location);
  const locations = [...byLocation.entries()]
    .map(([id, entry]) => ({ location_id: id, name: names.get(id) ?? "", figures: figuresOf(entry.counts, entry.histograms) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.location_id - b.location_id);
  const days = daysOf(query.from, query.to).map((day) => {
    const c = byDay.get(day) ?? zeroCounts();
    return { day, joined: c.joined, served: c.served, no_shows: c.no_shows, average_wait_minutes: averageMinutes(c.wait_seconds, c.wait_count) };
  });
  return {
    from: query.from,
    to: query.to,
    location_id: query.location ?? null,
    service_id: query.service ?? null,
    staff_id: query.staff ?? null,
    totals: figuresOf(totals, totalHistograms),
    locations,
    days,
    heatmap: heatmapOf(sums.hours),
    choices,
    generated_at: now.toISOString(),
  };
}

function heatmapOf(days: HourSums[]): ReportView["heatmap"] {
  const cells = new Map<number, { weekday: number; hour: number; arrivals: number; waitCount: number; waitSeconds: number }>();
  for (const row of days) {
    const weekday = weekdayOf(row.day);
    for (const hour of HOURS) {
      const columns = hourColumns(hour);
      if (!row[columns.arrivals]) continue;
      const id = weekday * 24 + hour;
      let cell = cells.get(id);
      if (!cell) cells.set(id, (cell = { weekday, hour, arrivals: 0, waitCount: 0, waitSeconds: 0 }));
      cell.arrivals += row[columns.arrivals];
      cell.waitCount += row[columns.waits];
      cell.waitSeconds += row[columns.waitSeconds];
    }
  }
  return [...cells.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, c]) => ({ weekday: c.weekday, hour: c.hour, arrivals: c.arrivals, average_wait_minutes: averageMinutes(c.waitSeconds, c.waitCount) }));
}

/** The vendor's locations, services and staff by name (inactive ones too: old reports name them). */
export async function reportChoices(db: Kysely<Database>, vendorId: number): Promise<ReportView["choices"]> {
  const [locations, services, staff] = await Promise.all([
    db.selectFrom("locations").select(["id", "name"]).where("vendor_id", "=", vendorId).orderBy("name").orderBy("id").execute(),
    db.selectFrom("services").select(["id", "name"]).where("vendor_id", "=", vendorId).orderBy("name").orderBy("id").execute(),
    db.selectFrom("staff_users").select(["id", "full_name as name"]).where("vendor_id", "=", vendorId).orderBy("full_name").orderBy("id").execute(),
  ]);
  return { locations, services, staff };
}
