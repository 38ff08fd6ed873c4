/**
 * Wire shapes of booked appointments: the create body of `POST /api/v3/open/appointments` and
 * the change body of `PATCH /api/v3/open/appointments/{id}` (cancel, or move to another time).
 */
import * as v from "valibot";
import { AppointmentStatus, BOOKED_THROUGH, FULFILLMENT_METHODS, MEETING_METHODS } from "./codes.js";
import { InviteCodeSchema } from "./booking-queries.js";
import { ClientAttributesSchema, utmEntries } from "./queue-appointment.js";
import { idText, positiveId, requiredText, text } from "./schema-helpers.js";

/** Kiosks do not book appointments; every other source may. */
export const BOOKING_SOURCES = BOOKED_THROUGH.filter((source) => source !== "kiosk" && source !== "kiosk_qr");

/** An instant with its offset, e.g. `2026-11-23T14:00:00.000Z`; normalised to UTC. */
export const InstantSchema = v.pipe(
  v.string(),
  v.maxLength(40),
  v.isoTimestamp("must be an ISO 8601 instant like 2026-11-23T14:00:00Z"),
  v.check((value) => !Number.isNaN(Date.parse(value)), "is not a valid instant"),
  v.transform((value) => new Date(value).toISOString()),
);

/** Someone who comes along with the client (the attendees step). */
export const AttendeeSchema = v.object({
  first_name: requiredText(100),
  last_name: v.optional(text(100), ""),
});
export type Attendee = v.InferOutput<typeof AttendeeSchema>;

/** The most attendees a vendor may allow besides the client. */
export const MAX_ADDITIONAL_ATTENDEES = 10;

const confirmCode = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

export const CreateAppointmentSchema = v.object({
  data: v.object({
    type: v.literal("appointments"),
    attributes: v.object({
      booked_through: v.optional(v.picklist(BOOKING_SOURCES, "kiosks do not book appointments"), "modern_client_view"),
      location_id: positiveId,
      service_id: positiveId,
      meeting_method: v.optional(v.picklist(MEETING_METHODS), 1),
      /** The staff member the client chose; null lets the server pick whoever is free. */
      staff_id: v.optional(v.nullable(positiveId), null),
      start: InstantSchema,
      fulfillment_method: v.optional(v.picklist(FULFILLMENT_METHODS), 1),
      car_details: v.optional(v.nullable(text(500)), ""),
      notes: v.optional(v.nullable(text(4000)), ""),
      compliance_agreed: v.optional(v.boolean(), false),
      attendees: v.optional(v.pipe(v.array(AttendeeSchema), v.maxLength(MAX_ADDITIONAL_ATTENDEES)), []),
      invite: v.optional(v.nullable(InviteCodeSchema), null),
      /** Converting a queue spot: the spot is cancelled in the same transaction as this booking. */
      walkin: v.optional(v.nullable(v.object({ id: positiveId, confirm_code: confirmCode })), null),
      ...utmEntries,
    }),
    relationships: v.object({
      client: v.object({
        data: v.object({ type: v.optional(v.literal("client"), "client"), attributes: ClientAttributesSchema }),
      }),
    }),
  }),
});
export type CreateAppointmentBody = v.InferInput<typeof CreateAppointmentSchema>;
export type CreateAppointment = v.InferOutput<typeof CreateAppointmentSchema>;

/** Either `status: 4` (cancel) or a new `start` (reschedule, optionally with another staff member). */
export const UpdateAppointmentSchema = v.object({
  data: v.object({
    id: v.optional(v.union([positiveId, idText("an appointment id")])),
    type: v.literal("appointments"),
    attributes: v.pipe(
      v.object({
        confirm_code: confirmCode,
        status: v.optional(v.literal(AppointmentStatus.cancelled)),
        start: v.optional(InstantSchema),
        staff_id: v.optional(v.nullable(positiveId)),
      }),
      v.check((a) => (a.status === undefined) !== (a.start === undefined), "send either status 4 (cancel) or a new start (reschedule)"),
    ),
  }),
});
export type UpdateAppointmentBody = v.InferInput<typeof UpdateAppointmentSchema>;
