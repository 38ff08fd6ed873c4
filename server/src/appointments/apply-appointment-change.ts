/**
 * Applies one change to a booked appointment in a transaction: a status (staff, the client's
 * cancel, the no-show sweep), a check-in, a video link, or several of them in one UPDATE guarded
 * by the status the caller saw — so of two people acting on the same booking at once exactly one
 * wins. A start is also guarded by "the staff member serves nobody now" (serving-guard.ts). With
 * the change, in the same transaction: the granules of a booking that will not take place are
 * freed (cancelled, no-show), the client's notices are queued (cancelled; the video link once
 * per start), and the audit trail gets one row per action.
 */
import { recordAppointmentEvent } from "../webhooks/visit-webhook-events.js";
import type { Kysely } from "kysely";
import { AppointmentStatus, MeetingMethod } from "#contract";
import type { AppointmentRow, AppointmentUpdate, Database } from "../db/schema.js";
import { enqueueAppointmentNotice } from "../notifications/enqueue-appointment.js";
import { lockServingStaff, servesNobody } from "../staff/serving-guard.js";
import { recordAudit, videoAuditDetail, type AuditActor, type AuditRecord, type AuditTarget } from "../staff/staff-audit.js";

export interface BookingChange {
  booking: AppointmentRow;
  /** The new status, if it changes. */
  to?: number;
  /** What the status change is called in the audit trail (`start`, `call_next`, `cancel`, …). */
  action?: string;
  /** Stamp `checked_in_at` (only if not checked in yet). */
  checkIn?: boolean;
  /** Change only if the client has not checked in (the no-show sweep). */
  requireNotCheckedIn?: boolean;
  /** Video columns set by the same update (`meeting_link`, `dial_in_*`). */
  video?: AppointmentUpdate;
  actor: AuditActor;
  now: Date;
}

export type BookingChangeResult =
  | { kind: "changed" }
  /** Someone else changed it first: it is now `status` (and checked in or not). */
  | { kind: "lost"; status: number; checkedIn: boolean }
  /** A start refused because the staff member serves someone else now. */
  | { kind: "already_serving" };

export const bookingAuditTarget = (b: Pick<AppointmentRow, "id" | "vendor_id" | "location_id">): AuditTarget => ({
  subject: "appointment",
  id: b.id,
  vendorId: b.vendor_id,
  locationId: b.location_id,
});

export function applyAppointmentChange(db: Kysely<Database>, change: BookingChange): Promise<BookingChangeResult> {
  const { booking, to, now } = change;
  const starting = to === AppointmentStatus.inProgress;
  const guardCheckIn = change.checkIn === true || change.requireNotCheckedIn === true;
  return db.transaction().execute(async (tx): Promise<BookingChangeResult> => {
    if (starting) await lockServingStaff(tx, booking.staff_id);
    let update = tx.updateTable("appointments").set(columnsOf(change)).where("id", "=", booking.id).where("status", "=", booking.status);
    if (guardCheckIn) update = update.where("checked_in_at", "is", null);
    if (starting) update = update.where(servesNobody(tx, booking.staff_id));
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      const current = await tx.selectFrom("appointments").select(["status", "checked_in_at"]).where("id", "=", booking.id).executeTakeFirstOrThrow();
      const lost = current.status !== booking.status || (guardCheckIn && current.checked_in_at !== null);
      return lost ? { kind: "lost", status: current.status, checkedIn: current.checked_in_at !== null } : { kind: "already_serving" };
    }
    if (to === AppointmentStatus.cancelled || to === AppointmentStatus.noShow) {
      // The time will not be used: it can be booked again.
      await tx.deleteFrom("appointment_slots").where("appointment_id", "=", booking.id).execute();
    }
    if (to === AppointmentStatus.cancelled) await enqueueAppointmentNotice(tx, "appointment_cancelled", booking.id, now);
    if (videoIsReady(change)) await enqueueAppointmentNotice(tx, "appointment_video_ready", booking.id, now);
    await recordAudit(tx, bookingAuditTarget(booking), auditRecords(change), now);
    const target = { vendorId: booking.vendor_id, id: booking.id };
    if (to === AppointmentStatus.cancelled) await recordAppointmentEvent(tx, "appointment.cancelled", target, now);
    if (change.checkIn === true) await recordAppointmentEvent(tx, "appointment.checked_in", target, now);
    return { kind: "changed" };
  });
}

function columnsOf(change: BookingChange): AppointmentUpdate {
  const at = change.now.toISOString();
  const set: AppointmentUpdate = { ...change.video, updated_at: at };
  if (change.checkIn) set.checked_in_at = at;
  if (change.to !== undefined) {
    set.status = change.to;
    if (change.to === AppointmentStatus.inProgress) set.started_at = at;
    else set.finished_at = at;
    if (change.to === AppointmentStatus.cancelled) set.cancelled_at = at;
  }
  return set;
}

/** A video visit in progress with a meeting link: the client gets it (once per start: the dedupe key). */
function videoIsReady({ booking, to, video }: BookingChange): boolean {
  const status = to ?? booking.status;
  const link = video?.meeting_link !== undefined ? video.meeting_link : booking.meeting_link;
  return status === AppointmentStatus.inProgress && booking.meeting_method === MeetingMethod.video && Boolean(link);
}

function auditRecords(change: BookingChange): AuditRecord[] {
  const { actor, booking, to, video } = change;
  const from = booking.status;
  const records: AuditRecord[] = [];
  if (change.checkIn) records.push({ actor, action: "check_in", from, to: from });
  if (to !== undefined) records.push({ actor, action: change.action ?? "status", from, to });
  if (video) records.push({ actor, action: "meeting_link", from: to ?? from, to: to ?? from, detail: videoAuditDetail(video) });
  return records;
}
