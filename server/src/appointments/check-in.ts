/**
 * Checking a booked client in ("I have arrived"): an in-person booking, still confirmed, not
 * checked in yet. Who may, and when:
 * - staff of the location (kiosk accounts too), at any time;
 * - the client on the manage page, from `check_in_minutes_before` its start until its no-show
 *   grace runs out, so nobody checks in from home in the morning;
 * - a kiosk in the lobby by confirmation code, from the start of the booking's local day until
 *   the grace runs out: the client is there, however early.
 * The stamp is one UPDATE guarded by "confirmed and not checked in" (apply-appointment-change.ts).
 */
import type { Kysely } from "kysely";
import { AppointmentStatus, MeetingMethod } from "#contract";
import type { AppointmentRow, Database } from "../db/schema.js";
import { ApiError } from "../http/api-error.js";
import type { AuditActor } from "../staff/staff-audit.js";
import type { Vendor } from "../vendors/vendor.js";
import { applyAppointmentChange } from "./apply-appointment-change.js";
import { localDate, startOfDate } from "./local-dates.js";

type CheckInFacts = Pick<AppointmentRow, "status" | "meeting_method" | "checked_in_at" | "starts_at" | "timezone">;

/** Instants (ms) between which a check-in is open. */
export interface CheckInWindow {
  from: number;
  until: number;
}

const graceEnd = (row: CheckInFacts, vendor: Vendor) => Date.parse(row.starts_at) + vendor.settings.client_view.no_show_grace_minutes * 60_000;

/** The manage page's window: `check_in_minutes_before` the start until the no-show grace runs out. */
export function clientCheckInWindow(row: CheckInFacts, vendor: Vendor): CheckInWindow {
  return { from: Date.parse(row.starts_at) - vendor.settings.client_view.check_in_minutes_before * 60_000, until: graceEnd(row, vendor) };
}

/** A kiosk's window: the booking's local day until the no-show grace runs out. */
export function kioskCheckInWindow(row: CheckInFacts, vendor: Vendor): CheckInWindow {
  return { from: startOfDate(localDate(Date.parse(row.starts_at), row.timezone), row.timezone), until: graceEnd(row, vendor) };
}

/** The manage page's attributes: may the client check in now, and from when. */
export function checkInWindow(row: CheckInFacts, vendor: Vendor, now: Date): { can_check_in: boolean; check_in_from: string | null } {
  if (row.meeting_method !== MeetingMethod.inPerson) return { can_check_in: false, check_in_from: null };
  const window = clientCheckInWindow(row, vendor);
  return { can_check_in: checkInRefusal(row, window, now) === undefined, check_in_from: new Date(window.from).toISOString() };
}

/** Why this booking cannot be checked in now (a 409 with a stable code), or undefined. */
export function checkInRefusal(row: CheckInFacts, window: CheckInWindow | undefined, now: Date): ApiError | undefined {
  if (row.meeting_method !== MeetingMethod.inPerson) return new ApiError(409, "not_in_person", "Only an in-person appointment is checked in");
  if (row.checked_in_at !== null) return new ApiError(409, "already_checked_in", "This appointment is already checked in");
  if (row.status !== AppointmentStatus.confirmed) return new ApiError(409, "appointment_not_confirmed", "Only a confirmed appointment is checked in");
  if (window && (now.getTime() < window.from || now.getTime() > window.until)) {
    return new ApiError(409, "check_in_not_open", `Check-in is open from ${new Date(window.from).toISOString()} until ${new Date(window.until).toISOString()}`);
  }
  return undefined;
}

/** Checks the client in (the caller checked `checkInRefusal`); a change meanwhile is its 409. */
export async function checkInAppointment(db: Kysely<Database>, row: AppointmentRow, actor: AuditActor, now: Date): Promise<void> {
  const result = await applyAppointmentChange(db, { booking: row, checkIn: true, actor, now });
  if (result.kind === "lost") {
    throw result.checkedIn
      ? new ApiError(409, "already_checked_in", "This appointment is already checked in")
      : new ApiError(409, "appointment_not_confirmed", "Only a confirmed appointment is checked in");
  }
}
