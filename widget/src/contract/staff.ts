/**
 * Wire shapes of the staff API (`/api/v2/staff`, a bearer staff token or the back office's
 * session) and of the admin's staff-token call. The server validates the bodies with these
 * schemas; the back office's desk reads the answer types.
 */
import * as v from "valibot";
import { QUEUE_STATUSES } from "./codes.js";
import { httpUrl, idText, positiveId, text } from "./schema-helpers.js";
import { StaffAppointmentEntrySchema } from "./staff-appointments.js";
import { LocalTimeSchema } from "./local-time.js";
import { DialInInputSchema } from "./dial-in.js";

/** `POST /api/v2/admin/vendors/{slug}/staff/{key}/tokens`: an optional label for the token. */
export const CreateStaffTokenSchema = v.optional(v.strictObject({ label: v.optional(text(100), "") }), {});
export type CreateStaffTokenBody = v.InferInput<typeof CreateStaffTokenSchema>;

/** Its answer (201): the token, shown this once (only its SHA-256 is stored). */
export const StaffTokenResponseSchema = v.object({
  data: v.object({ id: v.number(), type: v.literal("staff-tokens"), attributes: v.object({ token: v.string(), label: v.string(), created: v.string() }) }),
});
export type StaffTokenResponse = v.InferOutput<typeof StaffTokenResponseSchema>;

/**
 * `PATCH /api/v2/staff/queue-appointments/{id}`: a status change, a meeting link or dial-in
 * (video only; null clears), or both. `acting_staff_id` names who serves when the admin token
 * starts a visit.
 */
export const StaffQueueAppointmentPatchSchema = v.object({
  data: v.object({
    id: v.optional(v.union([positiveId, idText("an appointment id")])),
    type: v.literal("queue-appointments"),
    attributes: v.pipe(
      v.strictObject({
        status: v.optional(v.picklist(QUEUE_STATUSES)),
        meeting_link: v.optional(v.nullable(httpUrl)),
        dial_in: v.optional(v.nullable(DialInInputSchema)),
        acting_staff_id: v.optional(positiveId),
      }),
      v.check((a) => a.status !== undefined || a.meeting_link !== undefined || a.dial_in !== undefined, "must change status, meeting_link or dial_in"),
    ),
  }),
});
export type StaffQueueAppointmentPatchBody = v.InferInput<typeof StaffQueueAppointmentPatchSchema>;

/** `POST /api/v2/staff/locations/{id}/call-next`; `acting_staff_id` only with the admin token. */
export const CallNextSchema = v.optional(v.strictObject({ acting_staff_id: v.optional(positiveId) }), {});
export type CallNextBody = v.InferInput<typeof CallNextSchema>;

/** `PUT /api/v2/staff/presence`: oneself, or (managers) `staff_id`, on or off duty at a location. */
export const StaffPresenceSchema = v.strictObject({
  location_id: positiveId,
  on_duty: v.boolean(),
  staff_id: v.optional(positiveId),
});
export type StaffPresenceBody = v.InferInput<typeof StaffPresenceSchema>;

/** What the acting person may do to one appointment right now. */
export const STAFF_ACTIONS = ["start", "complete", "no_show", "cancel", "meeting_link"] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

const nullableText = v.nullable(v.string());

/** One client in the staff view of a line. */
export const StaffQueueEntryAttributesSchema = v.object({
  status: v.number(),
  /** 1 for the next waiting client; null when not waiting. */
  position: v.nullable(v.number()),
  expected_start: nullableText,
  created: v.string(),
  started_at: nullableText,
  finished_at: nullableText,
  /** The location's zone, and these times on its clock (the desk writes them, not the browser's rules). */
  timezone: v.string(),
  expected_start_local: v.nullable(LocalTimeSchema),
  created_local: LocalTimeSchema,
  started_at_local: v.nullable(LocalTimeSchema),
  finished_at_local: v.nullable(LocalTimeSchema),
  /** `lang`: the language the client uses (their page, messages), so staff can greet and call them in it. */
  client: v.object({
    first_name: v.string(),
    last_name: v.string(),
    cell_phone: v.string(),
    cell_phone_formatted: v.string(),
    email: v.string(),
    notes: v.string(),
    lang: v.string(),
  }),
  service: v.object({ id: v.number(), name: v.string() }),
  meeting_method: v.number(),
  fulfillment_method: v.number(),
  car_details: v.string(),
  notes: v.string(),
  /** `value` as stored; `text` as the client saw it (option texts, comma-separated). */
  answers: v.array(v.object({ question_id: v.number(), label: v.string(), value: v.unknown(), text: v.string() })),
  meeting_link: nullableText,
  dial_in: v.nullable(v.object({ e164: v.string(), international: v.string(), pin: v.string() })),
  /** Who serves the client, once started. */
  user: v.nullable(v.object({ id: v.number(), full_name: v.string() })),
  walk_in: v.boolean(),
  /** What the caller may do to this appointment now. */
  actions: v.array(v.picklist(STAFF_ACTIONS)),
});
export type StaffQueueEntryAttributes = v.InferOutput<typeof StaffQueueEntryAttributesSchema>;

export const StaffQueueEntrySchema = v.object({ id: v.number(), type: v.literal("queue-appointments"), attributes: StaffQueueEntryAttributesSchema });
export type StaffQueueEntry = v.InferOutput<typeof StaffQueueEntrySchema>;

/** The answer of a staff change to a place in line. */
export const StaffQueueEntryResponseSchema = v.object({ data: StaffQueueEntrySchema });
export type StaffQueueEntryResponse = v.InferOutput<typeof StaffQueueEntryResponseSchema>;

/** A staff member as the staff API lists them at a location. */
export const StaffMemberSummarySchema = v.object({
  id: v.number(),
  full_name: v.string(),
  role_level: v.number(),
  on_duty: v.boolean(),
  /** The place in line they serve now, if any. */
  serving_id: v.nullable(v.number()),
  /** The booked appointment they serve now, if any. */
  serving_booking_id: v.nullable(v.number()),
});
export type StaffMemberSummary = v.InferOutput<typeof StaffMemberSummarySchema>;

/** One entry of the staff line: a place in line, or a booking that is in progress or waits there. */
export const StaffLineEntrySchema = v.union([StaffQueueEntrySchema, StaffAppointmentEntrySchema]);
export type StaffLineEntry = v.InferOutput<typeof StaffLineEntrySchema>;

/** A call-next's answer: the booking or the place in line it started. */
export const StaffLineEntryResponseSchema = v.object({ data: StaffLineEntrySchema });
export type StaffLineEntryResponse = v.InferOutput<typeof StaffLineEntryResponseSchema>;

/**
 * `GET /api/v2/staff/locations/{id}/queue`: in progress first, then waiting in arrival order,
 * with checked-in (and due remote) bookings placed by their start among the walk-ins.
 */
export const StaffQueueResponseSchema = v.object({
  data: v.array(StaffLineEntrySchema),
  meta: v.object({
    location: v.object({ id: v.number(), name: v.string() }),
    /** Staff on duty at the location. */
    staff: v.array(StaffMemberSummarySchema),
    /** Staff assigned to the location but off duty. */
    off_duty_staff: v.array(StaffMemberSummarySchema),
    /** Whether the caller may set other staff's presence. */
    can_manage_presence: v.boolean(),
  }),
});
export type StaffQueueResponse = v.InferOutput<typeof StaffQueueResponseSchema>;

/** `GET /api/v2/staff/me`: who the token is and where they may work. */
export const StaffMeResponseSchema = v.object({
  data: v.object({
    type: v.picklist(["staff-users", "admins"]),
    /** Null for the admin token. */
    id: v.nullable(v.number()),
    attributes: v.object({
      full_name: v.string(),
      role_level: v.number(),
      role: v.string(),
      vendor: v.nullable(v.object({ slug: v.string(), name: v.string() })),
      can_cancel: v.boolean(),
      can_manage_presence: v.boolean(),
    }),
  }),
  meta: v.object({ locations: v.array(v.object({ id: v.number(), name: v.string(), assigned: v.boolean(), on_duty: v.boolean() })) }),
});
export type StaffMeResponse = v.InferOutput<typeof StaffMeResponseSchema>;

/** `PUT /api/v2/staff/presence`'s answer: the presence as stored. */
export const StaffPresenceResponseSchema = v.object({
  data: v.object({
    type: v.literal("staff-presence"),
    /** `{staff_id}:{location_id}`. */
    id: v.string(),
    attributes: v.object({ staff_id: v.number(), location_id: v.number(), on_duty: v.boolean() }),
  }),
});
export type StaffPresenceResponse = v.InferOutput<typeof StaffPresenceResponseSchema>;
