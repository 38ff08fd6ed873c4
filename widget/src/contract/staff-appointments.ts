/**
 * The staff side of booked appointments (`/api/v2/staff/…/appointments`): the day view of a
 * location (or one staff member) and the actions on a booking — check in, start, complete, mark
 * served, no-show, cancel, move to another time or staff member, the video link.
 */
import * as v from "valibot";
import { AppointmentStatus } from "./codes.js";
import { InstantSchema } from "./appointment.js";
import { LocalTimeSchema } from "./local-time.js";
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
export const STAFF_APPOINTMENT_ACTIONS = ["check_in", "start", "complete", "serve", "no_show", "cancel", "move", "meeting_link"] as const;
export type StaffAppointmentAction = (typeof STAFF_APPOINTMENT_ACTIONS)[number];

const nullableTime = v.nullable(v.string());
const DialInViewSchema = v.nullable(v.object({ e164: v.string(), international: v.string(), pin: v.string() }));

/** One booking in the staff day view. */
export const StaffAppointmentAttributesSchema = v.object({
  status: v.number(),
  start: v.string(),
  end: v.string(),
  timezone: v.string(),
  checked_in_at: nullableTime,
  started_at: nullableTime,
  finished_at: nullableTime,
  /** These times on the location's clock, with its zone (the desk writes them, not the browser's rules). */
  start_local: LocalTimeSchema,
  end_local: LocalTimeSchema,
  checked_in_at_local: v.nullable(LocalTimeSchema),
  started_at_local: v.nullable(LocalTimeSchema),
  finished_at_local: v.nullable(LocalTimeSchema),
  /** Its time has come (or nearly): call-next takes it before the line. */
  due: v.boolean(),
  client: v.object({
    first_name: v.string(),
    last_name: v.string(),
    cell_phone: v.string(),
    cell_phone_formatted: v.string(),
    email: v.string(),
    lang: v.string(),
  }),
  service: v.object({ id: v.number(), name: v.string() }),
  staff: v.object({ id: v.number(), full_name: v.string() }),
  meeting_method: v.number(),
  fulfillment_method: v.number(),
  car_details: v.string(),
  notes: v.string(),
  attendees: v.array(v.object({ first_name: v.string(), last_name: v.string() })),
  meeting_link: nullableTime,
  dial_in: DialInViewSchema,
  booked_through: v.string(),
  actions: v.array(v.picklist(STAFF_APPOINTMENT_ACTIONS)),
});
export type StaffAppointmentAttributes = v.InferOutput<typeof StaffAppointmentAttributesSchema>;

export const StaffAppointmentEntrySchema = v.object({ id: v.number(), type: v.literal("appointments"), attributes: StaffAppointmentAttributesSchema });
export type StaffAppointmentEntry = v.InferOutput<typeof StaffAppointmentEntrySchema>;

/** The answer of a staff change to a booking, and of a call-next that started one. */
export const StaffAppointmentResponseSchema = v.object({ data: StaffAppointmentEntrySchema });
export type StaffAppointmentResponse = v.InferOutput<typeof StaffAppointmentResponseSchema>;

/** The day view: the location's bookings of one local day, by start. */
export const StaffAppointmentsResponseSchema = v.object({
  data: v.array(StaffAppointmentEntrySchema),
  /** `local_now`: the location's clock now, whose zone the desk names. */
  meta: v.object({
    location: v.object({ id: v.number(), name: v.string(), timezone: v.string(), local_now: LocalTimeSchema }),
    date: v.string(),
    staff_id: v.nullable(v.number()),
  }),
});
export type StaffAppointmentsResponse = v.InferOutput<typeof StaffAppointmentsResponseSchema>;

/**
 * Client-side check-in by confirmation code at a kiosk:
 * `POST /api/v3/open/locations/{id}/check-in` with `{ confirm_code }`. The code finds the
 * location's in-person booking of today.
 */
export const KioskCheckInSchema = v.strictObject({ confirm_code: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)) });

/** "I have arrived" on the manage page: `POST /api/v3/open/appointments/{id}/check-in` with `{ code }`. */
export const ClientCheckInSchema = v.strictObject({ code: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
