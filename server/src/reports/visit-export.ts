/**
 * The raw visits of a report's range and filters, for the visits CSV: read a page at a time by
 * id (keyset paging), so a year of a hundred branches streams without ever being held whole.
 * No personal data: no client, no names, no contact, no notes, no answers — only ids, where,
 * what, who served (by id), how it ended and when (docs/reports.md).
 */
import type { Kysely } from "kysely";
import { QueueStatus, type ReportQuery } from "#contract";
import type { Database } from "../db/schema.js";
import { localDateTime, localMoment } from "./local-clock.js";

export const VISIT_COLUMNS = [
  "visit_id",
  "location_id",
  "location",
  "service_id",
  "service",
  "staff_id",
  "status",
  "joined_local",
  "started_local",
  "finished_local",
  "promised_start_local",
  "joined_utc",
  "started_utc",
  "finished_utc",
  "promised_start_utc",
  "wait_seconds",
  "service_seconds",
  "time_zone",
] as const;

const STATUS_NAMES: Record<number, string> = { 1: "waiting", 2: "completed", 3: "no_show", 4: "cancelled", 5: "in_progress" };

/** Zones run from UTC−12 to UTC+14: the range's local days lie within these UTC bounds, and each row is then checked on its own clock. */
const SLACK_MS = 15 * 3_600_000;

export interface VisitExportOptions {
  vendorId: number;
  query: ReportQuery;
  /** Rows per read; default 1000. */
  pageSize?: number;
  /** Sees each page read (tests count them). */
  onPage?: (rows: number) => void;
}

export async function* visitExportRows(db: Kysely<Database>, options: VisitExportOptions): AsyncGenerator<(string | number | null)[]> {
  const { vendorId, query } = options;
  const pageSize = options.pageSize ?? 1000;
  const [locations, services] = await Promise.all([
    db.selectFrom("locations").select(["id", "name", "timezone"]).where("vendor_id", "=", vendorId).execute(),
    db.selectFrom("services").select(["id", "name"]).where("vendor_id", "=", vendorId).execute(),
  ]);
  const locationById = new Map(locations.map((l) => [l.id, l]));
  const serviceNames = new Map(services.map((s) => [s.id, s.name]));
  const lower = new Date(Date.parse(`${query.from}T00:00:00Z`) - SLACK_MS).toISOString();
  const upper = new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000 + SLACK_MS).toISOString();
  let after = 0;
  for (;;) {
    let page = db
      .selectFrom("queue_appointments")
      .select(["id", "location_id", "service_id", "user_id", "status", "created_at", "started_at", "finished_at", "promised_start_at"])
      .where("vendor_id", "=", vendorId)
      .where("id", ">", after)
      .where("created_at", ">=", lower)
      .where("created_at", "<", upper);
    if (query.location !== undefined) page = page.where("location_id", "=", query.location);
    if (query.service !== undefined) page = page.where("service_id", "=", query.service);
    if (query.staff !== undefined) page = page.where("user_id", "=", query.staff);
    const rows = await page.orderBy("id").limit(pageSize).execute();
    options.onPage?.(rows.length);
    for (const row of rows) {
      const location = locationById.get(row.location_id);
      const zone = location?.timezone || "UTC";
      const { day } = localMoment(row.created_at, zone);
      if (day < query.from || day > query.to) continue;
      const local = (iso: string | null) => (iso ? localDateTime(iso, zone) : null);
      const between = (a: string | null, b: string | null) => (a && b ? Math.max(0, Math.round((Date.parse(b) - Date.parse(a)) / 1000)) : null);
      yield [
        row.id,
        row.location_id,
        location?.name ?? "",
        row.service_id,
        serviceNames.get(row.service_id) ?? "",
        row.user_id,
        STATUS_NAMES[row.status] ?? String(row.status),
        local(row.created_at),
        local(row.started_at),
        local(row.finished_at),
        local(row.promised_start_at),
        row.created_at,
        row.started_at,
        row.finished_at,
        row.promised_start_at,
        between(row.created_at, row.started_at),
        row.status === QueueStatus.completed ? between(row.started_at, row.finished_at) : null,
        zone,
      ];
    }
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]?.id ?? after;
  }
}
