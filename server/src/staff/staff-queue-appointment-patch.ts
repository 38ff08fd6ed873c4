/**
 * A staff change to one appointment: a status transition, a video meeting link or dial-in, or
 * both in one guarded update. Order of answers: kiosk 403, illegal transition 409, not allowed
 * 403, bad link or acting staff 422, lost race 409.
 */
import type { Kysely } from "kysely";
import type * as v from "valibot";
import { MeetingMethod, QueueStatus, type StaffQueueAppointmentPatchSchema } from "#contract";
import type { Database, QueueAppointmentRow, QueueAppointmentUpdate } from "../db/schema.js";
import { ApiError, validationFailed } from "../http/api-error.js";
import { formatInternational } from "../queue-appointments/phone-number.js";
import { resolveActingStaff } from "./acting-staff.js";
import { changeQueueAppointmentStatus } from "./change-queue-appointment-status.js";
import { illegalTransition, statusName, transitionAction } from "./queue-transitions.js";
import { decideAction } from "./queue-appointment-actions.js";
import { assertAllowed, canWrite, type Actor } from "./staff-permissions.js";
import { auditActorOf, recordAudit, videoAuditDetail } from "./staff-audit.js";

export type StaffQueueAppointmentPatch = v.InferOutput<typeof StaffQueueAppointmentPatchSchema>["data"]["attributes"];

const OPEN_STATUSES: readonly number[] = [QueueStatus.waiting, QueueStatus.inProgress];

export async function applyStaffQueueAppointmentPatch(
  db: Kysely<Database>,
  actor: Actor,
  appointment: QueueAppointmentRow,
  attributes: StaffQueueAppointmentPatch,
  now: Date,
): Promise<void> {
  assertAllowed(canWrite(actor));
  const visit = {
    locationId: appointment.location_id,
    serviceId: appointment.service_id,
    meetingMethod: appointment.meeting_method,
    userId: appointment.user_id,
  };
  const from = appointment.status;
  const to = attributes.status;
  const action = to === undefined ? undefined : transitionAction(from, to);
  if (to !== undefined && !action) throw illegalTransition(from, to);
  if (action) assertAllowed(decideAction(actor, action, visit, from));

  const link = linkColumns(attributes);
  if (link) {
    assertVideo(appointment.meeting_method, attributes);
    if (!OPEN_STATUSES.includes(from)) {
      throw new ApiError(409, "illegal_transition", `A ${statusName(from)} appointment cannot be changed`);
    }
    assertAllowed(decideAction(actor, "meeting_link", visit, from));
  }

  const by = auditActorOf(actor.principal);
  const video = link ? videoAuditDetail(link) : undefined;
  if (to === undefined || !action) {
    // Only the link changes; the status guard keeps it off an appointment finished meanwhile.
    const changed = await db.transaction().execute(async (tx) => {
      const result = await tx
        .updateTable("queue_appointments")
        .set({ ...link, updated_at: now.toISOString() })
        .where("id", "=", appointment.id)
        .where("status", "=", from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await recordAudit(tx, auditTarget(appointment), [{ actor: by, action: "meeting_link", from, to: from, detail: video }], now);
      return true;
    });
    if (!changed) throw new ApiError(409, "illegal_transition", "The appointment changed meanwhile; reload it");
    return;
  }

  const serving =
    action === "start"
      ? await resolveActingStaff(db, actor.principal, appointment.vendor_id, attributes.acting_staff_id, {
          required: true,
          field: "data.attributes.acting_staff_id",
        })
      : undefined;
  const result = await changeQueueAppointmentStatus(db, {
    appointment,
    to,
    servingStaffId: serving?.id,
    extra: link,
    audit: { actor: by, action, video },
    now,
  });
  if (result.kind === "already_serving") {
    throw new ApiError(409, "already_serving", "This staff member is already serving a client; complete that visit first");
  }
  if (result.kind === "lost") {
    if (!transitionAction(result.status, to)) throw illegalTransition(result.status, to);
    throw new ApiError(409, "illegal_transition", `The appointment became ${statusName(result.status)} meanwhile; reload it`);
  }
}

const auditTarget = (a: QueueAppointmentRow) => ({ subject: "queue-appointment" as const, id: a.id, vendorId: a.vendor_id, locationId: a.location_id });

type VideoAttributes = Pick<StaffQueueAppointmentPatch, "meeting_link" | "dial_in">;

/** 422 on each video field given for a visit that is not by video. */
export function assertVideo(meetingMethod: number, attributes: VideoAttributes): void {
  if (meetingMethod === MeetingMethod.video) return;
  throw validationFailed(
    (["meeting_link", "dial_in"] as const)
      .filter((field) => attributes[field] !== undefined)
      .map((field) => ({
        field: `data.attributes.${field}`,
        code: "meeting_method_unsupported" as const,
        message: "Only video appointments have a meeting link or dial-in",
      })),
  );
}

/** The columns a meeting link or dial-in sets; undefined when the body changes neither. */
export function linkColumns(attributes: VideoAttributes): QueueAppointmentUpdate | undefined {
  const columns: QueueAppointmentUpdate = {};
  if (attributes.meeting_link !== undefined) columns.meeting_link = attributes.meeting_link;
  if (attributes.dial_in === null) {
    Object.assign(columns, { dial_in_e164: null, dial_in_international: null, dial_in_pin: null });
  } else if (attributes.dial_in !== undefined) {
    const { e164, pin } = attributes.dial_in;
    Object.assign(columns, { dial_in_e164: e164, dial_in_international: formatInternational(e164), dial_in_pin: pin });
  }
  return Object.keys(columns).length ? columns : undefined;
}
