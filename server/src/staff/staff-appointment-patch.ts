/**
 * A staff change to one booked appointment: a status (start, complete, served, no-show, cancel),
 * a check-in, the video link — together in one guarded update — or a move to another time or
 * staff member (a change of its own). Order of answers: illegal transition or check-in 409,
 * not allowed 403, bad link 422, lost race 409.
 */
import type { Kysely } from "kysely";
import type * as v from "valibot";
import type { StaffAppointmentPatchSchema } from "#contract";
import { applyAppointmentChange } from "../appointments/apply-appointment-change.js";
import { moveBooking } from "../appointments/change-appointment.js";
import { checkInRefusal } from "../appointments/check-in.js";
import type { AppointmentRow, Database } from "../db/schema.js";
import { instantOfWall } from "../locations/local-time.js";
import { ApiError, validationFailed } from "../http/api-error.js";
import type { Vendor } from "../vendors/vendor.js";
import { appointmentFacts, decideAppointmentAction } from "./appointment-actions.js";
import { BOOKING_TRANSITIONS, isOpenAppointment } from "./appointment-transitions.js";
import { assertVideo, linkColumns } from "./staff-queue-appointment-patch.js";
import { auditActorOf } from "./staff-audit.js";
import { assertAllowed, type Actor } from "./staff-permissions.js";

export type StaffAppointmentPatch = v.InferOutput<typeof StaffAppointmentPatchSchema>["data"]["attributes"];

export async function applyStaffAppointmentPatch(
  db: Kysely<Database>,
  vendor: Vendor,
  actor: Actor,
  booking: AppointmentRow,
  attributes: StaffAppointmentPatch,
  now: Date,
): Promise<void> {
  const facts = appointmentFacts(booking);
  const by = auditActorOf(actor.principal);
  // A time typed on the location's clock becomes an instant by the server's zone rules.
  const start = attributes.start ?? (attributes.start_local === undefined ? undefined : instantOfWall(attributes.start_local, booking.timezone).toISOString());
  if (start !== undefined || attributes.staff_id !== undefined) {
    const others = (["status", "checked_in", "meeting_link", "dial_in"] as const).filter((field) => attributes[field] !== undefined);
    if (others.length) {
      throw validationFailed(
        others.map((field) => ({ field: `data.attributes.${field}`, code: "invalid_value", message: "A move (start, staff_id) is a change of its own" })),
      );
    }
    assertAllowed(decideAppointmentAction(actor, "move", facts));
    const wanted = attributes.staff_id ?? (booking.staff_chosen === 1 ? booking.staff_id : undefined);
    await moveBooking(db, staffPolicy(vendor), booking, { start: start ?? booking.starts_at, staffId: wanted }, by, now);
    return;
  }

  const from = booking.status;
  const to = attributes.status;
  const action = to === undefined ? undefined : BOOKING_TRANSITIONS.actionOf(from, to);
  if (to !== undefined && !action) throw BOOKING_TRANSITIONS.illegal(from, to);
  if (attributes.checked_in) {
    const refusal = checkInRefusal(booking, undefined, now);
    if (refusal) throw refusal;
    assertAllowed(decideAppointmentAction(actor, "check_in", facts));
  }
  if (action) assertAllowed(decideAppointmentAction(actor, action, facts));
  const video = linkColumns(attributes);
  if (video) {
    assertVideo(booking.meeting_method, attributes);
    if (!isOpenAppointment(from)) throw new ApiError(409, "illegal_transition", `A ${BOOKING_TRANSITIONS.statusName(from)} appointment cannot be changed`);
    assertAllowed(decideAppointmentAction(actor, "meeting_link", facts));
  }

  const result = await applyAppointmentChange(db, { booking, to, action, checkIn: attributes.checked_in, video, actor: by, now });
  if (result.kind === "already_serving") {
    throw new ApiError(409, "already_serving", "This staff member is already serving a client; complete that visit first");
  }
  if (result.kind === "lost") {
    if (attributes.checked_in && result.checkedIn) throw new ApiError(409, "already_checked_in", "This appointment is already checked in");
    if (to !== undefined && !BOOKING_TRANSITIONS.actionOf(result.status, to)) throw BOOKING_TRANSITIONS.illegal(result.status, to);
    throw new ApiError(409, "illegal_transition", `The appointment became ${BOOKING_TRANSITIONS.statusName(result.status)} meanwhile; reload it`);
  }
}

/**
 * Staff move a booking by the vendor's hours, grid and window, but not by the notice clients
 * must give (`time_in_advance_minutes`): a desk may move a client to the next free quarter hour.
 */
function staffPolicy(vendor: Vendor): Vendor {
  const clientView = { ...vendor.settings.client_view, time_in_advance_minutes: 0 };
  return { ...vendor, settings: { ...vendor.settings, client_view: clientView } };
}
