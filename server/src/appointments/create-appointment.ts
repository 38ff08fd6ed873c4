/**
 * Writes an accepted booking. Each staff member who is free for the slot is tried in turn, each
 * in its own transaction: the client, the appointment, one `appointment_slots` row per granule
 * (whose primary key refuses a second booking of the same person at the same time, on SQLite
 * and PostgreSQL alike), the queue spot it converts (cancelled only if still waiting), and the
 * "booked" notices. A transaction that loses the race for the granules rolls back whole and the
 * next person is tried; when nobody is left the slot is taken.
 */
import { recordAppointmentEvent, recordQueueVisitEvent } from "../webhooks/visit-webhook-events.js";
import type { Kysely } from "kysely";
import { AppointmentStatus, QueueStatus, UTM_KEYS, type CreateAppointment } from "#contract";
import type { Database } from "../db/schema.js";
import { isUniqueViolation } from "../db/unique-violation.js";
import { findRepeat, type IdempotencyKey } from "../http/idempotency.js";
import { enqueueAppointmentNotice } from "../notifications/enqueue-appointment.js";
import { insertClient } from "../queue-appointments/client-records.js";
import { newConfirmCode } from "../queue-appointments/confirm-code.js";
import type { Vendor } from "../vendors/vendor.js";
import { granulesOf } from "./availability-engine.js";
import type { AcceptedBooking } from "./check-booking.js";

export type CreateResult =
  | { kind: "created" | "repeated"; id: number }
  /** Every free staff member was taken by someone else meanwhile. */
  | { kind: "taken" }
  /** The queue spot to convert is no longer waiting. */
  | { kind: "walkin_not_waiting" };

class WalkinNotWaiting extends Error {}

async function stillWaiting(db: Kysely<Database>, queueAppointmentId: number): Promise<boolean> {
  const row = await db.selectFrom("queue_appointments").select("status").where("id", "=", queueAppointmentId).executeTakeFirst();
  return row?.status === QueueStatus.waiting;
}

export async function createAppointment(
  db: Kysely<Database>,
  vendor: Vendor,
  body: CreateAppointment,
  booking: AcceptedBooking,
  idempotency: IdempotencyKey | undefined,
  now: Date,
): Promise<CreateResult> {
  if (idempotency) {
    const existing = await findRepeat(db, "appointments", vendor.id, idempotency);
    if (existing !== undefined) return { kind: "repeated", id: existing };
  }
  for (const staffId of booking.staffIds) {
    try {
      const id = await db.transaction().execute((tx) => insertBooking(tx, vendor, body, booking, staffId, idempotency, now));
      return { kind: "created", id };
    } catch (error) {
      if (error instanceof WalkinNotWaiting) return { kind: "walkin_not_waiting" };
      if (!isUniqueViolation(error)) throw error;
      if (idempotency) {
        const existing = await findRepeat(db, "appointments", vendor.id, idempotency);
        if (existing !== undefined) return { kind: "repeated", id: existing };
      }
      // A spot converted by a booking that committed first (the unique walk-in id refused this one).
      const walkin = body.data.attributes.walkin;
      if (walkin && !(await stillWaiting(db, walkin.id))) return { kind: "walkin_not_waiting" };
      // Someone else holds this person's granules now: try the next one.
    }
  }
  return { kind: "taken" };
}

async function insertBooking(
  tx: Kysely<Database>,
  vendor: Vendor,
  body: CreateAppointment,
  booking: AcceptedBooking,
  staffId: number,
  idempotency: IdempotencyKey | undefined,
  now: Date,
): Promise<number> {
  const attributes = body.data.attributes;
  const client = body.data.relationships.client.data.attributes;
  const { location, service } = booking.target;
  const stamp = now.toISOString();
  const utm = Object.fromEntries(UTM_KEYS.flatMap((k) => (attributes[k] ? [[k, attributes[k]]] : [])));
  const { id: clientId } = await insertClient(tx, vendor.id, client, booking, stamp);
  const appointment = await tx
    .insertInto("appointments")
    .values({
      vendor_id: vendor.id,
      location_id: location.id,
      service_id: service.id,
      staff_id: staffId,
      client_id: clientId,
      status: AppointmentStatus.confirmed,
      confirm_code: newConfirmCode(),
      meeting_method: booking.target.meetingMethod,
      fulfillment_method: booking.fulfillmentMethod,
      car_details: booking.carDetails,
      notes: booking.notes,
      attendees: JSON.stringify(booking.attendees),
      booked_through: attributes.booked_through,
      staff_chosen: Number(booking.staffChosen),
      starts_at: new Date(booking.start).toISOString(),
      ends_at: new Date(booking.start + booking.durationMinutes * 60_000).toISOString(),
      timezone: location.timezone,
      walkin_id: attributes.walkin?.id ?? null,
      idempotency_key: idempotency?.key ?? null,
      idempotency_hash: idempotency?.hash ?? null,
      utm: JSON.stringify(utm),
      reschedules: 0,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await holdGranules(tx, appointment.id, staffId, booking.start, booking.durationMinutes);
  if (attributes.walkin) {
    // Guarded by "still waiting", like every other cancel: a spot served or cancelled meanwhile
    // makes the whole booking roll back.
    const cancelled = await tx
      .updateTable("queue_appointments")
      .set({ status: QueueStatus.cancelled, finished_at: stamp, updated_at: stamp })
      .where("id", "=", attributes.walkin.id)
      .where("vendor_id", "=", vendor.id)
      .where("status", "=", QueueStatus.waiting)
      .executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) !== 1) throw new WalkinNotWaiting();
    await recordQueueVisitEvent(tx, { vendorId: vendor.id, id: attributes.walkin.id, status: QueueStatus.cancelled }, now);
  }
  await enqueueAppointmentNotice(tx, "appointment_booked", appointment.id, now);
  await recordAppointmentEvent(tx, "appointment.booked", { vendorId: vendor.id, id: appointment.id }, now);
  return appointment.id;
}

/** The granule rows of an appointment; a clash with another booking is a unique violation. */
export async function holdGranules(tx: Kysely<Database>, appointmentId: number, staffId: number, start: number, durationMinutes: number): Promise<void> {
  await tx
    .insertInto("appointment_slots")
    .values(granulesOf(start, durationMinutes).map((t) => ({ staff_id: staffId, slot_start: new Date(t).toISOString(), appointment_id: appointmentId })))
    .execute();
}
