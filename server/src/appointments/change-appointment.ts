/**
 * Changes to a booked appointment's time: the client's cancel and move, and the move staff make
 * for a client. A client changes only a confirmed appointment, and only before the vendor's
 * `time_to_cancel` / `time_to_reschedule` before its start. Each change is one transaction
 * guarded by the state the caller saw, releases or moves the appointment's granules, queues the
 * client's notice and writes the audit trail.
 */
import { recordAppointmentEvent } from "../webhooks/visit-webhook-events.js";
import type { Kysely } from "kysely";
import { AppointmentStatus } from "#contract";
import type { AppointmentRow, Database } from "../db/schema.js";
import { isUniqueViolation } from "../db/unique-violation.js";
import { ApiError, validationFailed } from "../http/api-error.js";
import { enqueueAppointmentNotice } from "../notifications/enqueue-appointment.js";
import { CLIENT_ACTOR, recordAudit, type AuditActor } from "../staff/staff-audit.js";
import type { Vendor } from "../vendors/vendor.js";
import { applyAppointmentChange, bookingAuditTarget } from "./apply-appointment-change.js";
import { changeDeadlines } from "./appointment-repository.js";
import { resolveBookingTarget } from "./booking-target.js";
import { holdGranules } from "./create-appointment.js";
import { loadAvailability } from "./load-availability.js";
import { localDate } from "./local-dates.js";
import { chooseSlot } from "./slot-choice.js";

const notCancellable = () => new ApiError(409, "not_cancellable", "Only a confirmed appointment can be cancelled");
const notReschedulable = () => new ApiError(409, "not_reschedulable", "Only a confirmed appointment can be moved");

export async function cancelAppointment(db: Kysely<Database>, vendor: Vendor, row: AppointmentRow, now: Date): Promise<void> {
  if (row.status !== AppointmentStatus.confirmed) throw notCancellable();
  if (now.getTime() > changeDeadlines(row, vendor.settings.client_view).cancelUntil) {
    throw new ApiError(409, "cancel_window_passed", "It is too close to the appointment to cancel it here");
  }
  const result = await applyAppointmentChange(db, { booking: row, to: AppointmentStatus.cancelled, action: "cancel", actor: CLIENT_ACTOR, now });
  if (result.kind !== "changed") throw notCancellable();
}

/**
 * The client moves an appointment. A client who chose their staff member keeps them unless they
 * name another; otherwise whoever is free then takes it. Answers false when nothing changed (the
 * same start and staff member again), so a repeated request sends no second notice.
 */
export async function rescheduleAppointment(
  db: Kysely<Database>,
  vendor: Vendor,
  row: AppointmentRow,
  change: { start: string; staffId: number | null | undefined },
  now: Date,
): Promise<boolean> {
  if (row.status !== AppointmentStatus.confirmed) throw notReschedulable();
  if (now.getTime() > changeDeadlines(row, vendor.settings.client_view).rescheduleUntil) {
    throw new ApiError(409, "reschedule_window_passed", "It is too close to the appointment to move it here");
  }
  const wanted = change.staffId ?? (row.staff_chosen === 1 ? row.staff_id : undefined);
  return moveBooking(db, vendor, row, { start: change.start, staffId: wanted }, CLIENT_ACTOR, now);
}

/**
 * Moves a confirmed booking to `start` with `staffId` (or whoever is free then), by the booking
 * rules: the hours, the grid and the window of `vendor`, and no double booking (409
 * `slot_taken`). A check-in stays for a move within the same day. Answers false when nothing
 * changes.
 */
export async function moveBooking(
  db: Kysely<Database>,
  vendor: Vendor,
  row: AppointmentRow,
  to: { start: string; staffId: number | undefined },
  actor: AuditActor,
  now: Date,
): Promise<boolean> {
  if (row.status !== AppointmentStatus.confirmed) throw notReschedulable();
  const wanted = to.staffId;
  if (to.start === row.starts_at && (wanted === undefined || wanted === row.staff_id)) return false;
  // The invitation that opened an invite-only service is not asked again to move it.
  const target = await resolveBookingTarget(db, vendor, {
    locationId: row.location_id,
    serviceId: row.service_id,
    meetingMethod: row.meeting_method,
    invited: true,
  });
  if (!target.ok) throw new ApiError(409, "not_reschedulable", "This service is no longer booked here");
  const start = Date.parse(to.start);
  const { timezone } = target.target.location;
  const availability = await loadAvailability(db, {
    vendor,
    location: target.target.location,
    service: target.target.service,
    meetingMethod: row.meeting_method,
    invited: true,
    staffId: wanted,
    dates: [localDate(start, timezone)],
    now,
    ignoreAppointmentId: row.id,
  });
  const choice = chooseSlot(availability, start, wanted);
  if (choice.kind === "unavailable") {
    throw validationFailed([{ field: "start", code: "invalid_value", message: "is not a time this service can be booked for" }]);
  }
  if (choice.kind === "taken") throw slotTaken();
  const stamp = now.toISOString();
  const startsAt = new Date(start).toISOString();
  const sameDay = localDate(start, timezone) === localDate(Date.parse(row.starts_at), timezone);
  for (const staffId of choice.staffIds) {
    try {
      const moved = await db.transaction().execute(async (tx) => {
        const result = await tx
          .updateTable("appointments")
          .set({
            starts_at: startsAt,
            ends_at: new Date(start + availability.durationMinutes * 60_000).toISOString(),
            staff_id: staffId,
            staff_chosen: Number(wanted !== undefined),
            reschedules: row.reschedules + 1,
            checked_in_at: sameDay ? row.checked_in_at : null,
            updated_at: stamp,
          })
          .where("id", "=", row.id)
          .where("status", "=", AppointmentStatus.confirmed)
          // Two moves at once: the second finds the count changed and stops.
          .where("reschedules", "=", row.reschedules)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await tx.deleteFrom("appointment_slots").where("appointment_id", "=", row.id).execute();
        await holdGranules(tx, row.id, staffId, start, availability.durationMinutes);
        await enqueueAppointmentNotice(tx, "appointment_rescheduled", row.id, now);
        await recordAppointmentEvent(tx, "appointment.rescheduled", { vendorId: row.vendor_id, id: row.id }, now);
        const detail = { from: { start: row.starts_at, staff_id: row.staff_id }, to: { start: startsAt, staff_id: staffId } };
        await recordAudit(tx, bookingAuditTarget(row), [{ actor, action: "move", from: row.status, to: row.status, detail }], now);
        return true;
      });
      if (!moved) throw new ApiError(409, "not_reschedulable", "The appointment changed meanwhile; read it again");
      return true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw slotTaken();
}

export const slotTaken = () => new ApiError(409, "slot_taken", "This time has just been booked by someone else; choose another");
