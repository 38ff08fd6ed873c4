/**
 * The legal status changes of a booked appointment made by staff (our reading of the spec's
 * codes): confirmed (1) → in progress (5) *start*, a timed visit; 5 → completed (2) *complete*;
 * 1 → served (6) *serve*, marked served without a timed visit (a quick matter at the desk, or a
 * visit recorded afterwards); 1 or 5 → no-show (3); 1 → cancelled (4) *cancel*. Completed,
 * served, no-show and cancelled are final. A check-in is no status: it stamps `checked_in_at`
 * on a confirmed booking.
 */
import { AppointmentStatus } from "#contract";
import { statusMachine } from "./status-machine.js";

export type AppointmentStatusAction = "start" | "complete" | "serve" | "no_show" | "cancel";

export const BOOKING_TRANSITIONS = statusMachine<AppointmentStatusAction>(
  [
    [AppointmentStatus.confirmed, AppointmentStatus.inProgress, "start"],
    [AppointmentStatus.inProgress, AppointmentStatus.completed, "complete"],
    [AppointmentStatus.confirmed, AppointmentStatus.served, "serve"],
    [AppointmentStatus.confirmed, AppointmentStatus.noShow, "no_show"],
    [AppointmentStatus.inProgress, AppointmentStatus.noShow, "no_show"],
    [AppointmentStatus.confirmed, AppointmentStatus.cancelled, "cancel"],
  ],
  {
    [AppointmentStatus.confirmed]: "confirmed",
    [AppointmentStatus.completed]: "completed",
    [AppointmentStatus.noShow]: "no-show",
    [AppointmentStatus.cancelled]: "cancelled",
    [AppointmentStatus.inProgress]: "in progress",
    [AppointmentStatus.served]: "served",
  },
);

/** A booking that can still change: confirmed or in progress. */
export function isOpenAppointment(status: number): boolean {
  return status === AppointmentStatus.confirmed || status === AppointmentStatus.inProgress;
}
