/**
 * What an event's `data` says: the visit or appointment's ids, status, place and times, read in
 * the change's own transaction (so the event shows the state it announces). Never the client's
 * name, contact or answers: a vendor's system that needs them reads the visit through the staff
 * API with the id. Feedback stays anonymous, as it is stored: its location, service and rating.
 */
import type { Kysely } from "kysely";
import type { Database, QueueAppointmentRow } from "../db/schema.js";

const QUEUE_STATUS_NAMES: Record<number, string> = { 1: "waiting", 2: "completed", 3: "no_show", 4: "cancelled", 5: "in_progress" };
const APPOINTMENT_STATUS_NAMES: Record<number, string> = { 1: "confirmed", 2: "completed", 3: "no_show", 4: "cancelled", 5: "in_progress", 6: "served" };

const QUEUE_VISIT_COLUMNS = [
  "id",
  "status",
  "location_id",
  "service_id",
  "meeting_method",
  "channel_id",
  "walk_in",
  "user_id",
  "created_at",
  "started_at",
  "finished_at",
] as const satisfies readonly (keyof QueueAppointmentRow)[];

export async function queueVisitData(tx: Kysely<Database>, id: number): Promise<Record<string, unknown>> {
  return queueVisitDataOf(await tx.selectFrom("queue_appointments").select(QUEUE_VISIT_COLUMNS).where("id", "=", id).executeTakeFirstOrThrow());
}

/** The `data` of a visit's event from its row (a join has it at hand). */
export function queueVisitDataOf(row: Pick<QueueAppointmentRow, (typeof QUEUE_VISIT_COLUMNS)[number]>): Record<string, unknown> {
  return {
    queue_appointment: {
      id: row.id,
      status: QUEUE_STATUS_NAMES[row.status] ?? String(row.status),
      location_id: row.location_id,
      service_id: row.service_id,
      meeting_method: row.meeting_method,
      channel_id: row.channel_id,
      walk_in: row.walk_in === 1,
      staff_id: row.user_id,
      created_at: row.created_at,
      started_at: row.started_at,
      finished_at: row.finished_at,
    },
  };
}

export async function appointmentData(tx: Kysely<Database>, id: number): Promise<Record<string, unknown>> {
  const row = await tx
    .selectFrom("appointments")
    .select([
      "id",
      "status",
      "location_id",
      "service_id",
      "staff_id",
      "meeting_method",
      "starts_at",
      "ends_at",
      "timezone",
      "walkin_id",
      "reschedules",
      "checked_in_at",
      "cancelled_at",
      "created_at",
    ])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return {
    appointment: {
      id: row.id,
      status: APPOINTMENT_STATUS_NAMES[row.status] ?? String(row.status),
      location_id: row.location_id,
      service_id: row.service_id,
      staff_id: row.staff_id,
      meeting_method: row.meeting_method,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      timezone: row.timezone,
      queue_appointment_id: row.walkin_id,
      reschedules: row.reschedules,
      checked_in_at: row.checked_in_at,
      cancelled_at: row.cancelled_at,
      created_at: row.created_at,
    },
  };
}
