/** How a booking reads on the desk, the same in the line and the day. */
import type { StaffAppointmentAttributes } from "#contract";
import { BOOKING_STATUSES } from "./labels.js";
import { timeIn } from "./zone-time.js";

/** "Booked 10:30 AM with Ana Lopez · checked in": what sets a booked client apart in the line. */
export function bookedState(a: StaffAppointmentAttributes): string {
  const booked = `Booked ${timeIn(a.start_local)} with ${a.staff.full_name}`;
  if (a.status === 5) return `${booked} · in progress`;
  if (a.checked_in_at) return `${booked} · checked in`;
  return a.due ? `${booked} · due` : booked;
}

/** "In progress since 10:31 AM", "Completed at 10:45 AM", "Booked · due now". */
export function statusText(a: StaffAppointmentAttributes): string {
  const name = BOOKING_STATUSES[a.status] ?? String(a.status);
  if (a.status === 5 && a.started_at_local) return `${name} since ${timeIn(a.started_at_local)}`;
  if ((a.status === 2 || a.status === 6) && a.finished_at_local) return `${name} at ${timeIn(a.finished_at_local)}`;
  return a.due ? `${name} · due now` : name;
}

/** When the client checked in; remote visits need no check-in. */
export function checkInText(a: StaffAppointmentAttributes): string {
  if (a.meeting_method !== 1) return "Not needed";
  return a.checked_in_at_local ? timeIn(a.checked_in_at_local) : "Not yet";
}

/** "Lucía Pérez, Juan Pérez": who comes along. */
export const attendeesText = (a: StaffAppointmentAttributes) => a.attendees.map((p) => `${p.first_name} ${p.last_name}`.trim()).join(", ");
