/**
 * Which staff action a person may take on one booking in its current state: the single place
 * the PATCH route, call-next and the staff views (their `actions` lists) ask, so the desk
 * never offers a button the API would refuse.
 */
import { AppointmentStatus, MeetingMethod, type StaffAppointmentAction } from "#contract";
import type { AppointmentRow } from "../db/schema.js";
import { canCancel, canCheckIn, canServeAppointment, type Actor, type BookingFacts, type Decision } from "./staff-permissions.js";

type BookingState = Pick<AppointmentRow, "status" | "meeting_method" | "checked_in_at" | "location_id" | "staff_id">;

/** Actions that make sense in a state, before asking who may take them. */
function actionsIn(booking: BookingState): StaffAppointmentAction[] {
  const link: StaffAppointmentAction[] = booking.meeting_method === MeetingMethod.video ? ["meeting_link"] : [];
  if (booking.status === AppointmentStatus.confirmed) {
    const checkIn: StaffAppointmentAction[] = booking.meeting_method === MeetingMethod.inPerson && booking.checked_in_at === null ? ["check_in"] : [];
    return [...checkIn, "start", "serve", "no_show", "cancel", "move", ...link];
  }
  if (booking.status === AppointmentStatus.inProgress) return ["complete", "no_show", ...link];
  return [];
}

export const appointmentFacts = (booking: Pick<AppointmentRow, "location_id" | "staff_id">): BookingFacts => ({
  locationId: booking.location_id,
  staffId: booking.staff_id,
});

/** The permission for an action on a booking (who it is booked with decides who serves it). */
export function decideAppointmentAction(actor: Actor, action: StaffAppointmentAction, booking: BookingFacts): Decision {
  if (action === "check_in") return canCheckIn(actor, booking);
  if (action === "cancel" || action === "move") return canCancel(actor, booking);
  return canServeAppointment(actor, booking);
}

export function allowedAppointmentActions(actor: Actor, booking: BookingState): StaffAppointmentAction[] {
  const facts = appointmentFacts(booking);
  return actionsIn(booking).filter((action) => decideAppointmentAction(actor, action, facts).allowed);
}
