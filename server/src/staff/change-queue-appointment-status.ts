/**
 * Applies one staff status change in a transaction. The UPDATE is guarded by the status the
 * caller saw (and, for a start, by the server not serving anyone else, a booking included: see
 * serving-guard.ts), so two people acting on the same client at once cannot both win. A
 * completed visit feeds the learned duration, and the audit trail and the vendor's webhooks get
 * their rows, in the same transaction.
 */
import type { Kysely } from "kysely";
import { QueueStatus } from "#contract";
import type { Database, QueueAppointmentRow, QueueAppointmentUpdate } from "../db/schema.js";
import { isUniqueViolation } from "../db/unique-violation.js";
import { recordVisitDuration, visitMinutes } from "./learned-duration.js";
import { lockServingStaff, servesNobody } from "./serving-guard.js";
import { recordAudit, type AuditActor } from "./staff-audit.js";
import { recordQueueVisitEvent } from "../webhooks/visit-webhook-events.js";

export interface StatusChange {
  appointment: QueueAppointmentRow;
  to: QueueStatus;
  /** Who serves the client; required for a start. */
  servingStaffId?: number;
  /** More columns set by the same guarded update, e.g. a video link given with the start. */
  extra?: QueueAppointmentUpdate;
  /** Who acts, and as what (`start`, `call_next`, …), for the audit trail; a video change given with it is a row of its own. */
  audit: { actor: AuditActor; action: string; video?: Record<string, unknown> };
  now: Date;
}

export type StatusChangeResult =
  | { kind: "changed" }
  /** Someone else changed the status first; it is now `status`. */
  | { kind: "lost"; status: number }
  /** A start refused because the server already has a client in progress. */
  | { kind: "already_serving" };

export async function changeQueueAppointmentStatus(db: Kysely<Database>, change: StatusChange): Promise<StatusChangeResult> {
  const { to, now } = change;
  const at = now.toISOString();
  const set: QueueAppointmentUpdate = { ...change.extra, status: to, updated_at: at };
  if (to === QueueStatus.inProgress) {
    if (change.servingStaffId === undefined) throw new Error("a start needs the serving staff member");
    set.user_id = change.servingStaffId;
    set.started_at = at;
  } else {
    set.finished_at = at;
  }

  try {
    return await applyChange(db, change, set);
  } catch (error) {
    // The partial unique index refused a second visit in progress for this person.
    if (to === QueueStatus.inProgress && isUniqueViolation(error)) return { kind: "already_serving" };
    throw error;
  }
}

async function applyChange(db: Kysely<Database>, change: StatusChange, set: QueueAppointmentUpdate): Promise<StatusChangeResult> {
  const { appointment, to, servingStaffId, now } = change;
  return db.transaction().execute(async (tx): Promise<StatusChangeResult> => {
    let update = tx.updateTable("queue_appointments").set(set).where("id", "=", appointment.id).where("status", "=", appointment.status);
    if (to === QueueStatus.inProgress && servingStaffId !== undefined) {
      await lockServingStaff(tx, servingStaffId);
      update = update.where(servesNobody(tx, servingStaffId));
    }
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      const current = await tx.selectFrom("queue_appointments").select("status").where("id", "=", appointment.id).executeTakeFirstOrThrow();
      return current.status !== appointment.status ? { kind: "lost", status: current.status } : { kind: "already_serving" };
    }
    if (to === QueueStatus.completed) {
      const minutes = visitMinutes(appointment.started_at, now);
      if (minutes !== undefined) {
        await recordVisitDuration(tx, { locationId: appointment.location_id, serviceId: appointment.service_id, minutes }, now);
      }
    }
    const { actor, action, video } = change.audit;
    const detail = to === QueueStatus.inProgress ? { serving_staff_id: servingStaffId } : {};
    await recordAudit(
      tx,
      { subject: "queue-appointment", id: appointment.id, vendorId: appointment.vendor_id, locationId: appointment.location_id },
      [{ actor, action, from: appointment.status, to, detail }, ...(video ? [{ actor, action: "meeting_link", from: to, to, detail: video }] : [])],
      now,
    );
    await recordQueueVisitEvent(tx, { vendorId: appointment.vendor_id, id: appointment.id, status: to }, now);
    return { kind: "changed" };
  });
}
