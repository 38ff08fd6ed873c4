/**
 * When a booking joins the work of the day: a booking is *due* — call-next takes it before the
 * line, and the staff line lists it among the walk-ins — once its start is at most
 * `DUE_EARLY_MINUTES` away (or past), while it is still confirmed, on its own local day, and the
 * client is there: checked in for an in-person visit; a phone or video booking needs no check-in,
 * since the staff member makes the call. Off-site visits (staff go to the client) are never due
 * at the desk. A checked-in client is shown in the line from their check-in, placed by start.
 */
import { AppointmentStatus, MeetingMethod } from "#contract";
import type { AppointmentRow } from "../db/schema.js";
import { localDate } from "../appointments/local-dates.js";

/** A desk may call a booked client this many minutes early (they are often there already). */
export const DUE_EARLY_MINUTES = 5;

type DueFacts = Pick<AppointmentRow, "status" | "meeting_method" | "checked_in_at" | "starts_at" | "timezone">;

const isRemote = (method: number) => method === MeetingMethod.phone || method === MeetingMethod.video;

/** Confirmed and on today's local date where it takes place (yesterday's leftovers are not called). */
function confirmedToday(booking: DueFacts, now: Date): boolean {
  return booking.status === AppointmentStatus.confirmed && localDate(Date.parse(booking.starts_at), booking.timezone) === localDate(now, booking.timezone);
}

function startsSoon(booking: DueFacts, now: Date): boolean {
  return Date.parse(booking.starts_at) - DUE_EARLY_MINUTES * 60_000 <= now.getTime();
}

/** Call-next takes it now (for the staff member it is booked with). */
export function isAppointmentDue(booking: DueFacts, now: Date): boolean {
  if (!confirmedToday(booking, now) || !startsSoon(booking, now)) return false;
  if (booking.meeting_method === MeetingMethod.inPerson) return booking.checked_in_at !== null;
  return isRemote(booking.meeting_method);
}

/** The staff line lists it among the waiting walk-ins: checked in today, or a due remote booking. */
export function waitsInLine(booking: DueFacts, now: Date): boolean {
  if (!confirmedToday(booking, now)) return false;
  if (booking.meeting_method === MeetingMethod.inPerson) return booking.checked_in_at !== null;
  return isRemote(booking.meeting_method) && startsSoon(booking, now);
}
