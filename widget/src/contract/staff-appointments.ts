/**
 * The staff side of booked appointments (`/api/v2/staff/…/appointments`): the day view of a
 * location (or one staff member) and the actions on a booking — check in, start, complete, mark
 * served, no-show, cancel, move to another time or staff member, the video link.
 */
import * as v from "valibot";
import { AppointmentStatus } from "./codes.js";
import { InstantSchema } from "./appointment.js";
import type { LocalTime } from "./local-time.js";
import { CalendarDateSchema } from "./booking-queries.js";
import { httpUrl, idText, positiveId } from "./schema-helpers.js";
import { DialInInputSchema } from "./dial-in.js";

/** `GET /api/v2/staff/locations/{id}/appointments?date=YYYY-MM-DD[&staff_id=]` (date: the location's today by default). */
export const StaffAppointmentsQuerySchema = v.object({
  date: v.optional(CalendarDateSchema),
  staff_id: v.optional(idText("a staff id")),
});

/**
 * `PATCH /api/v2/staff/appointments/{id}`: one change at a time or a few together — a status
 * (5 start, 2 complete, 6 served, 3 no-show, 4 cancel), `checked_in: true`, a move (`start`, or
 * `start_local` on the location's clock, and/or `staff_id`), the video link (`meeting_link`,
 * `dial_in`; null clears).
 */
export const StaffAppointmentPatchSchema = v.object({
  data: v.object({
    id: v.optional(v.union([positiveId, idText("an appointment id")])),
    type: v.literal("appointments"),
    attributes: v.pipe(
      v.strictObject({
        status: v.optional(
          v.picklist([
            AppointmentStatus.inProgress,
            AppointmentStatus.completed,
            AppointmentStatus.served,
            AppointmentStatus.noShow,
            AppointmentStatus.cancelled,
          ]),
        ),
        checked_in: v.optional(v.literal(true)),
        start: v.optional(InstantSchema),
        /**
         * The new start as the location's clocks read it (`YYYY-MM-DDTHH:mm`, what staff type):
         * the server finds the instant with its zone rules, not the browser's.
         */
        start_local: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/, "must be a local time like 2026-11-24T10:30"))),
        staff_id: v.optional(positiveId),
        meeting_link: v.optional(v.nullable(httpUrl)),
        dial_in: v.optional(v.nullable(DialInInputSchema)),
      }),
      v.check(
        (a) => Object.values(a).some((value) => value !== undefined),
        "must change status, checked_in, start, start_local, staff_id, meeting_link or dial_in",
      ),
      v.check((a) => a.start === undefined || a.start_local === undefined, "send start or start_local, not both"),
    ),
  }),
});
export type StaffAppointmentPatchBody = v.InferInput<typeof StaffAppointmentPatchSchema>;

/** What the acting person may do to one booking now. */
export type StaffAppointmentAction = "check_in" | "start" | "complete" | "serve" | "no_show" | "cancel" | "move" | "meeting_link";

/** One booking in the staff day view. */
export interface StaffAppointmentAttributes {
  status: number;
  start: string;
  end: string;
  timezone: string;
  checked_in_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  /** These times on the location's clock, with its zone (the desk writes them, not the browser's rules). */
  start_local: LocalTime;
  end_local: LocalTime;
  checked_in_at_local: LocalTime | null;
  started_at_local: LocalTime | null;
  finished_at_local: LocalTime | null;
  /** Its time has come (or nearly): call-next takes it before the line. */
  due: boolean;
  client: { first_name: string; last_name: string; cell_phone: string; cell_phone_formatted: string; email: string; lang: string };
  service: { id: number; name: string };
  staff: { id: number; full_name: string };
  meeting_method: number;
  fulfillment_method: number;
  car_details: string;
  notes: string;
  attendees: { first_name: string; last_name: string }[];
  meeting_link: string | null;
  dial_in: { e164: string; international: string; pin: string } | null;
  booked_through: string;
  actions: StaffAppointmentAction[];
}

export interface StaffAppointmentEntry {
  id: number;
  type: "appointments";
  attributes: StaffAppointmentAttributes;
}

/** The answer of a staff change to a booking, and of a call-next that started one. */
export interface StaffAppointmentResponse {
  data: StaffAppointmentEntry;
}

/** The day view: the location's bookings of one local day, by start. */
export interface StaffAppointmentsResponse {
  data: StaffAppointmentEntry[];
  /** `local_now`: the location's clock now, whose zone the desk names. */
  meta: { location: { id: number; name: string; timezone: string; local_now: LocalTime }; date: string; staff_id: number | null };
}

/**
 * Client-side check-in by confirmation code at a kiosk:
 * `POST /api/v3/open/locations/{id}/check-in` with `{ confirm_code }`. The code finds the
 * location's in-person booking of today.
 */
export const KioskCheckInSchema = v.strictObject({ confirm_code: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)) });

/** "I have arrived" on the manage page: `POST /api/v3/open/appointments/{id}/check-in` with `{ code }`. */
export const ClientCheckInSchema = v.strictObject({ code: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
