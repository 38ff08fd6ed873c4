/**
 * The retention job: for each vendor whose `personal_data_retention_days` is not 0, the personal
 * data of visits and bookings over for longer than that is erased (erase-personal-data.ts), and
 * the free text of feedback as old. It works in batches, one transaction each, so a backlog of a
 * million visits never holds a long lock; each batch claims its rows in the statement that
 * erases them, so instances running it at once erase each row once; and a run finds nothing left
 * to do on the rows a previous run erased.
 */
import type { Kysely } from "kysely";
import { AppointmentStatus, QueueStatus, RETENTION_DAYS_DEFAULT } from "#contract";
import type { Database } from "../db/schema.js";
import { type ErasureCounts, erasePersonalData } from "./erase-personal-data.js";

export interface RetentionOptions {
  now: Date;
  /** Rows per transaction; default 500. */
  batchSize?: number;
}

export interface RetentionResult extends Pick<ErasureCounts, "visits" | "bookings" | "clients" | "answers" | "notifications"> {
  feedback: number;
}

const DAY_MS = 24 * 60 * 60_000;
const OVER_VISIT = [QueueStatus.completed, QueueStatus.noShow, QueueStatus.cancelled];
/** A confirmed booking whose end passed long ago is over too (a phone call nobody marked). */
const OVER_BOOKING = [
  AppointmentStatus.confirmed,
  AppointmentStatus.completed,
  AppointmentStatus.noShow,
  AppointmentStatus.cancelled,
  AppointmentStatus.served,
];

/** Days a vendor's settings keep personal data: the document's setting, or the default for documents written before it existed. */
export function retentionDaysOf(settings: string): number {
  const days = (JSON.parse(settings) as { personal_data_retention_days?: unknown }).personal_data_retention_days;
  return typeof days === "number" ? days : RETENTION_DAYS_DEFAULT;
}

/** One run over every vendor at `now`. */
export async function runRetention(db: Kysely<Database>, options: RetentionOptions): Promise<RetentionResult> {
  const total: RetentionResult = { visits: 0, bookings: 0, clients: 0, answers: 0, notifications: 0, feedback: 0 };
  const vendors = await db.selectFrom("vendors").select(["id", "settings"]).orderBy("id").execute();
  for (const vendor of vendors) {
    const days = retentionDaysOf(vendor.settings);
    if (days === 0) continue;
    const cutoff = new Date(options.now.getTime() - days * DAY_MS).toISOString();
    await eraseVendorBacklog(db, vendor.id, cutoff, options, total);
    const feedback = await db
      .updateTable("feedback")
      .set({ experience: "" })
      .where("vendor_id", "=", vendor.id)
      .where("created_at", "<", cutoff)
      .where("experience", "!=", "")
      .executeTakeFirst();
    total.feedback += Number(feedback.numUpdatedRows);
  }
  return total;
}

async function eraseVendorBacklog(db: Kysely<Database>, vendorId: number, cutoff: string, options: RetentionOptions, total: RetentionResult): Promise<void> {
  const limit = options.batchSize ?? 500;
  for (;;) {
    const [visits, bookings] = await Promise.all([dueVisits(db, vendorId, cutoff, limit), dueBookings(db, vendorId, cutoff, limit)]);
    if (!visits.length && !bookings.length) return;
    const counts = await db.transaction().execute((tx) => erasePersonalData(tx, { visitIds: visits, bookingIds: bookings }, options.now));
    for (const key of ["visits", "bookings", "clients", "answers", "notifications"] as const) total[key] += counts[key];
    // Another instance claimed this batch first: it is erasing the backlog; the next run goes on.
    if (!counts.visits && !counts.bookings) return;
  }
}

async function dueVisits(db: Kysely<Database>, vendorId: number, cutoff: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom("queue_appointments")
    .select("id")
    .where("vendor_id", "=", vendorId)
    .where("erased_at", "is", null)
    .where("status", "in", OVER_VISIT)
    .where((eb) => eb.or([eb("finished_at", "<", cutoff), eb.and([eb("finished_at", "is", null), eb("updated_at", "<", cutoff)])]))
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

async function dueBookings(db: Kysely<Database>, vendorId: number, cutoff: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom("appointments")
    .select("id")
    .where("vendor_id", "=", vendorId)
    .where("erased_at", "is", null)
    .where("status", "in", OVER_BOOKING)
    .where("ends_at", "<", cutoff)
    .where((eb) => eb.or([eb("finished_at", "is", null), eb("finished_at", "<", cutoff)]))
    .where((eb) => eb.or([eb("cancelled_at", "is", null), eb("cancelled_at", "<", cutoff)]))
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
