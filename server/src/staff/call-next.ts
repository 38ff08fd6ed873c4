/**
 * Call next: the serving staff member's own due booking at this location first (earliest start
 * first; see appointment-due.ts), else the longest-waiting client of the line whom they can serve
 * (role, service and meeting method), skipping those they cannot. When another desk takes the
 * same client first, the next one is tried.
 */
import type { Kysely } from "kysely";
import { AppointmentStatus, QueueStatus } from "#contract";
import { applyAppointmentChange } from "../appointments/apply-appointment-change.js";
import type { AppointmentRow, Database, LocationRow } from "../db/schema.js";
import { ApiError } from "../http/api-error.js";
import { resolveActingStaff } from "./acting-staff.js";
import { DUE_EARLY_MINUTES, isAppointmentDue } from "./appointment-due.js";
import { changeQueueAppointmentStatus } from "./change-queue-appointment-status.js";
import { isServing } from "./serving-guard.js";
import { loadStaffReach } from "./staff-actor.js";
import { auditActorOf, type AuditActor } from "./staff-audit.js";
import { assertAllowed, canReadQueue, canWrite, coversClient, type Actor } from "./staff-permissions.js";

const alreadyServing = () => new ApiError(409, "already_serving", "Already serving a client; complete that visit first");

/** What was started: a place in line or a booking. */
export interface CalledNext {
  type: "queue-appointments" | "appointments";
  id: number;
}

export async function callNext(db: Kysely<Database>, actor: Actor, location: LocationRow, actingStaffId: number | undefined, now: Date): Promise<CalledNext> {
  assertAllowed(canWrite(actor));
  assertAllowed(canReadQueue(actor, location.id));
  const acting = await resolveActingStaff(db, actor.principal, location.vendor_id, actingStaffId, {
    required: true,
    field: "acting_staff_id",
  });
  if (!acting) throw new Error("call-next without a serving staff member");
  if (await isServing(db, acting.id)) throw alreadyServing();
  const by = auditActorOf(actor.principal);

  for (const booking of await dueAppointments(db, location.id, acting.id, now)) {
    const result = await applyAppointmentChange(db, { booking, to: AppointmentStatus.inProgress, action: "call_next", actor: by, now });
    if (result.kind === "changed") return { type: "appointments", id: booking.id };
    if (result.kind === "already_serving") throw alreadyServing();
  }
  const id = await startLongestWaiting(db, actor, location, acting, by, now);
  return { type: "queue-appointments", id };
}

/** The staff member's bookings here that are due now, earliest start first. */
async function dueAppointments(db: Kysely<Database>, locationId: number, staffId: number, now: Date): Promise<AppointmentRow[]> {
  const rows = await db
    .selectFrom("appointments")
    .selectAll()
    .where("location_id", "=", locationId)
    .where("staff_id", "=", staffId)
    .where("status", "=", AppointmentStatus.confirmed)
    .where("starts_at", "<=", new Date(now.getTime() + DUE_EARLY_MINUTES * 60_000).toISOString())
    // Only today's are due; a day and a half back covers every time zone.
    .where("starts_at", ">=", new Date(now.getTime() - 36 * 3_600_000).toISOString())
    .orderBy("starts_at")
    .orderBy("id")
    .execute();
  return rows.filter((row) => isAppointmentDue(row, now));
}

async function startLongestWaiting(
  db: Kysely<Database>,
  actor: Actor,
  location: LocationRow,
  acting: { id: number; roleLevel: number },
  by: AuditActor,
  now: Date,
): Promise<number> {
  const serves = actor.principal.kind === "staff" ? actor.serves : (await loadStaffReach(db, acting.id)).serves;
  const waiting = await db
    .selectFrom("queue_appointments")
    .selectAll()
    .where("location_id", "=", location.id)
    .where("status", "=", QueueStatus.waiting)
    .orderBy("id")
    .execute();
  const candidates = waiting.filter((a) => coversClient(acting.roleLevel, serves, { serviceId: a.service_id, meetingMethod: a.meeting_method }).allowed);
  for (const appointment of candidates) {
    const result = await changeQueueAppointmentStatus(db, {
      appointment,
      to: QueueStatus.inProgress,
      servingStaffId: acting.id,
      audit: { actor: by, action: "call_next" },
      now,
    });
    if (result.kind === "changed") return appointment.id;
    if (result.kind === "already_serving") throw alreadyServing();
  }
  throw new ApiError(409, "nobody_waiting", "Nobody you can serve is waiting at this location");
}
