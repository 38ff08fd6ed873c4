/**
 * Erases the personal data of visits and bookings: the one piece of code behind both the
 * retention job and an erasure on request. Rows are anonymised, not deleted, so the report
 * aggregates and the staff audit trail keep pointing at ids, times, statuses, places and services;
 * what names or reaches a person is blanked, and what exists only for the person is deleted.
 *
 * Each row is claimed by the UPDATE that blanks it (`erased_at IS NULL`), inside the caller's
 * transaction: two instances erasing the same rows at once each erase a row once, and the loser
 * of a claim finds nothing to do.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

export interface ErasureTargets {
  visitIds: readonly number[];
  bookingIds: readonly number[];
  /** Clients to blank besides those of the rows (an erasure on request names them). */
  clientIds?: readonly number[];
}

export interface ErasureCounts {
  visits: number;
  bookings: number;
  clients: number;
  answers: number;
  notifications: number;
}

/** PostgreSQL and SQLite both take this many bound values in one statement comfortably. */
const CHUNK = 500;

const blankVisit = {
  notes: "",
  car_details: "",
  meeting_link: null,
  dial_in_e164: null,
  dial_in_international: null,
  dial_in_pin: null,
  idempotency_key: null,
  idempotency_hash: null,
  utm: "{}",
} as const;

/** Erases the targets' personal data in `tx` (a transaction); answers what it erased now (rows erased before count 0). */
export async function erasePersonalData(tx: Kysely<Database>, targets: ErasureTargets, now: Date): Promise<ErasureCounts> {
  const at = now.toISOString();
  const counts: ErasureCounts = { visits: 0, bookings: 0, clients: 0, answers: 0, notifications: 0 };
  const clientIds = new Set(targets.clientIds ?? []);
  for (const ids of chunks(targets.visitIds)) {
    const claimed = await tx
      .updateTable("queue_appointments")
      .set({ ...blankVisit, erased_at: at })
      .where("id", "in", ids)
      .where("erased_at", "is", null)
      .returning(["id", "client_id"])
      .execute();
    if (!claimed.length) continue;
    const visitIds = claimed.map((row) => row.id);
    for (const row of claimed) clientIds.add(row.client_id);
    counts.visits += claimed.length;
    counts.answers += Number((await tx.deleteFrom("answers").where("queue_appointment_id", "in", visitIds).executeTakeFirst()).numDeletedRows);
    counts.notifications += Number((await tx.deleteFrom("outbox").where("queue_appointment_id", "in", visitIds).executeTakeFirst()).numDeletedRows);
    await clearAuditDetail(tx, "queue-appointment", visitIds);
  }
  for (const ids of chunks(targets.bookingIds)) {
    const claimed = await tx
      .updateTable("appointments")
      .set({ ...blankVisit, attendees: "[]", reminded_start: null, reminded_minutes: null, erased_at: at })
      .where("id", "in", ids)
      .where("erased_at", "is", null)
      .returning(["id", "client_id"])
      .execute();
    if (!claimed.length) continue;
    const bookingIds = claimed.map((row) => row.id);
    for (const row of claimed) clientIds.add(row.client_id);
    counts.bookings += claimed.length;
    counts.notifications += Number((await tx.deleteFrom("outbox").where("appointment_id", "in", bookingIds).executeTakeFirst()).numDeletedRows);
    await clearAuditDetail(tx, "appointment", bookingIds);
  }
  counts.clients = await blankClients(tx, [...clientIds]);
  return counts;
}

/** The staff trail keeps who changed which status when; its detail may hold a meeting link. */
async function clearAuditDetail(tx: Kysely<Database>, subject: "queue-appointment" | "appointment", ids: number[]): Promise<void> {
  await tx.updateTable("staff_audit").set({ detail: "{}" }).where("subject", "=", subject).where("subject_id", "in", ids).where("detail", "!=", "{}").execute();
}

/**
 * Blanks clients none of whose visits or bookings still keeps personal data (a regular's newer
 * visit keeps their name until it is erased too); answers how many were blanked now.
 */
async function blankClients(tx: Kysely<Database>, ids: number[]): Promise<number> {
  let blanked = 0;
  for (const chunk of chunks(ids)) {
    const result = await tx
      .updateTable("clients")
      .set({ first_name: "", last_name: "", email: "", cell_phone: "", cell_phone_formatted: "", notes: "", external_id: null })
      .where("id", "in", chunk)
      .where((eb) =>
        eb.or([
          eb("first_name", "!=", ""),
          eb("last_name", "!=", ""),
          eb("email", "!=", ""),
          eb("cell_phone", "!=", ""),
          eb("notes", "!=", ""),
          eb("external_id", "is not", null),
        ]),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("queue_appointments")
              .select(sql`1`.as("one"))
              .whereRef("queue_appointments.client_id", "=", "clients.id")
              .where("erased_at", "is", null),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("appointments").select(sql`1`.as("one")).whereRef("appointments.client_id", "=", "clients.id").where("erased_at", "is", null))),
      )
      .executeTakeFirst();
    blanked += Number(result.numUpdatedRows);
  }
  return blanked;
}

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += CHUNK) yield items.slice(i, i + CHUNK);
}
