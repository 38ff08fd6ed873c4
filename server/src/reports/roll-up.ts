/**
 * The roll-up: visits, bookings and feedback that are over are added to the report aggregates
 * once. Each batch claims its rows (`reported_at`) with an UPDATE … WHERE reported_at IS NULL …
 * RETURNING in the transaction that adds them up, and counts only the rows it claimed: several
 * instances on one PostgreSQL, or two runs at once, count every row exactly once, and a run
 * over rows already counted changes nothing.
 */
import type { Kysely } from "kysely";
import { AppointmentStatus, QueueStatus } from "#contract";
import type { Database } from "../db/schema.js";
import { addFacts, emptyBatch, writeBatch } from "./aggregate-batch.js";
import { bookingFacts, feedbackFacts, type Facts, visitFacts } from "./visit-facts.js";

export interface RollUpOptions {
  now: Date;
  /** Only this vendor's rows (a report's request); all vendors when absent (the periodic run). */
  vendorId?: number;
  /** Rows per transaction; default 1000. */
  batchSize?: number;
}

const OVER_VISIT = [QueueStatus.completed, QueueStatus.noShow, QueueStatus.cancelled];
const OVER_BOOKING = [AppointmentStatus.completed, AppointmentStatus.noShow, AppointmentStatus.cancelled, AppointmentStatus.served];

type Source = "queue_appointments" | "appointments" | "feedback";

/** Counts what is over and not yet counted; answers how many rows this call counted. */
export async function rollUpReports(db: Kysely<Database>, options: RollUpOptions): Promise<number> {
  const limit = options.batchSize ?? 1000;
  let counted = 0;
  for (const source of ["queue_appointments", "appointments", "feedback"] as const) {
    for (;;) {
      const ids = await dueIds(db, source, options.vendorId, limit);
      if (!ids.length) break;
      counted += await db.transaction().execute((tx) => claimAndCount(tx, source, ids, options.now));
      // Fewer than a batch: the backlog is done (rows claimed by another run are gone from the next look).
      if (ids.length < limit) break;
    }
  }
  return counted;
}

async function dueIds(db: Kysely<Database>, source: Source, vendorId: number | undefined, limit: number): Promise<number[]> {
  let query = db.selectFrom(source).select("id").where("reported_at", "is", null);
  if (source === "queue_appointments") query = query.where("status", "in", OVER_VISIT);
  if (source === "appointments") query = query.where("status", "in", OVER_BOOKING);
  if (vendorId !== undefined) query = query.where("vendor_id", "=", vendorId);
  const rows = await query.orderBy("id").limit(limit).execute();
  return rows.map((r) => r.id);
}

async function claimAndCount(tx: Kysely<Database>, source: Source, ids: number[], now: Date): Promise<number> {
  const stamp = now.toISOString();
  const facts: { vendorId: number; facts: Facts }[] = [];
  if (source === "queue_appointments") {
    const rows = await tx
      .updateTable("queue_appointments")
      .set({ reported_at: stamp })
      .where("id", "in", ids)
      .where("reported_at", "is", null)
      .where("status", "in", OVER_VISIT)
      .returning(["id", "vendor_id", "location_id", "service_id", "user_id", "status", "created_at", "started_at", "finished_at", "promised_start_at"])
      .execute();
    const zones = await zonesOf(tx, rows);
    const byStaff = await staffCancels(
      tx,
      rows.filter((r) => r.status === QueueStatus.cancelled).map((r) => r.id),
    );
    for (const row of rows) facts.push({ vendorId: row.vendor_id, facts: visitFacts(row, zoneOf(zones, row.location_id), byStaff.has(row.id)) });
  } else if (source === "appointments") {
    const rows = await tx
      .updateTable("appointments")
      .set({ reported_at: stamp })
      .where("id", "in", ids)
      .where("reported_at", "is", null)
      .where("status", "in", OVER_BOOKING)
      .returning(["vendor_id", "location_id", "service_id", "staff_id", "status", "starts_at", "reschedules"])
      .execute();
    const zones = await zonesOf(tx, rows);
    for (const row of rows) facts.push({ vendorId: row.vendor_id, facts: bookingFacts(row, zoneOf(zones, row.location_id)) });
  } else {
    const rows = await tx
      .updateTable("feedback")
      .set({ reported_at: stamp })
      .where("id", "in", ids)
      .where("reported_at", "is", null)
      .returning(["vendor_id", "location_id", "service_id", "half_stars", "created_at"])
      .execute();
    const zones = await zonesOf(tx, rows);
    for (const row of rows) facts.push({ vendorId: row.vendor_id, facts: feedbackFacts(row, zoneOf(zones, row.location_id)) });
  }
  const batch = emptyBatch();
  for (const f of facts) addFacts(batch, f.vendorId, f.facts);
  await writeBatch(tx, batch);
  return facts.length;
}

async function zonesOf(tx: Kysely<Database>, rows: { location_id: number }[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.location_id))];
  if (!ids.length) return new Map();
  const locations = await tx.selectFrom("locations").select(["id", "timezone"]).where("id", "in", ids).execute();
  return new Map(locations.map((l) => [l.id, l.timezone]));
}

/** A location without a zone (never in practice) counts on UTC rather than failing the batch. */
const zoneOf = (zones: Map<number, string>, locationId: number) => zones.get(locationId) || "UTC";

/** The visits among `ids` a staff member or the vendor cancelled (the staff audit has it); the rest the client cancelled. */
async function staffCancels(tx: Kysely<Database>, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .selectFrom("staff_audit")
    .select("subject_id")
    .where("subject", "=", "queue-appointment")
    .where("action", "=", "cancel")
    .where("subject_id", "in", ids)
    .execute();
  return new Set(rows.map((r) => r.subject_id));
}
