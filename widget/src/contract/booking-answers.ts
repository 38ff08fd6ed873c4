/**
 * Answers of the booking calls. The server builds them (their types come from these schemas)
 * and the element checks them once at the boundary before it trusts them.
 */
import * as v from "valibot";
import { LocalTimeSchema } from "./local-time.js";
import { TextLangSchema } from "./text-lang.js";

const id = v.number();
const nullableLocalTime = v.optional(v.nullable(LocalTimeSchema), null);

/** A bookable service: its localized name, length and the meeting methods it is booked by. */
export const BookableServiceSchema = v.object({
  id,
  type: v.literal("services"),
  attributes: v.object({
    name: v.string(),
    instructions: v.string(),
    duration_minutes: v.number(),
    supports_curbside_pickup: v.boolean(),
    display_in_lobby: v.boolean(),
    meeting_methods: v.array(v.number()),
    text_lang: TextLangSchema,
  }),
});
export type BookableService = v.InferOutput<typeof BookableServiceSchema>;
export const BookingServicesAnswerSchema = v.object({ data: v.array(BookableServiceSchema) });
export type BookingServicesAnswer = v.InferOutput<typeof BookingServicesAnswerSchema>;

/** A location where the chosen service can be booked (the fields the steps show). */
export const BookableLocationSchema = v.object({
  id,
  type: v.literal("locations"),
  attributes: v.object({
    name: v.string(),
    formatted_address: v.string(),
    country: v.string(),
    phone: v.string(),
    timezone: v.string(),
    supports_curbside_pickup: v.boolean(),
    instructions: v.string(),
    text_lang: TextLangSchema,
  }),
});
export type BookableLocation = v.InferOutput<typeof BookableLocationSchema>;
export const BookingLocationsAnswerSchema = v.object({ data: v.array(BookableLocationSchema) });
export type BookingLocationsAnswer = v.InferOutput<typeof BookingLocationsAnswerSchema>;

/** A staff member a client may choose: photo and languages only when the vendor shows them. */
export const BookableStaffSchema = v.object({
  id,
  type: v.literal("staff"),
  attributes: v.object({
    full_name: v.string(),
    photo_url: v.nullable(v.string()),
    /** BCP 47 tags of the languages they speak. */
    languages: v.array(v.string()),
  }),
});
export type BookableStaff = v.InferOutput<typeof BookableStaffSchema>;
export const BookingStaffAnswerSchema = v.object({ data: v.array(BookableStaffSchema) });
export type BookingStaffAnswer = v.InferOutput<typeof BookingStaffAnswerSchema>;

export const TimeslotSchema = v.object({
  /** UTC instants. */
  start: v.string(),
  end: v.string(),
  /** The start on the location's clock, with its zone (the element writes this, not `start` in the browser's rules). */
  start_local: LocalTimeSchema,
  /** Who is free then, in the order the server would assign them. */
  staff_ids: v.array(v.number()),
});
export type Timeslot = v.InferOutput<typeof TimeslotSchema>;

export const TimeslotDaySchema = v.object({
  /** A local date in the location's time zone. */
  date: v.string(),
  slots: v.array(TimeslotSchema),
});
export type TimeslotDay = v.InferOutput<typeof TimeslotDaySchema>;

export const TimeslotsAnswerSchema = v.object({
  data: v.object({ timezone: v.string(), days: v.array(TimeslotDaySchema) }),
  meta: v.object({
    /** The first and last local dates a slot may fall on; null when nothing is bookable. */
    first_date: v.nullable(v.string()),
    last_date: v.nullable(v.string()),
    duration_minutes: v.number(),
  }),
});
export type TimeslotsAnswer = v.InferOutput<typeof TimeslotsAnswerSchema>;

const dialIn = v.nullable(v.object({ e164: v.string(), international: v.string(), pin: v.string() }));

/** `data.attributes` of a booked appointment (the spec's appointment state holder). */
export const AppointmentAttributesSchema = v.object({
  id,
  /** 1 confirmed, 2 completed, 3 no-show, 4 cancelled, 5 in progress, 6 served. */
  status: v.picklist([1, 2, 3, 4, 5, 6]),
  confirm_code: v.string(),
  start: v.string(),
  end: v.string(),
  timezone: v.string(),
  /** `start`, `end`, `created`, `cancel_until` and `check_in_from` on the location's clock, with its zone. */
  start_local: LocalTimeSchema,
  end_local: LocalTimeSchema,
  meeting_method: v.number(),
  fulfillment_method: v.number(),
  car_details: v.string(),
  notes: v.string(),
  location_id: v.number(),
  service_id: v.number(),
  staff_id: v.number(),
  /** The client chose this staff member; a move keeps them. */
  staff_chosen: v.boolean(),
  user: v.nullable(v.object({ full_name: v.string() })),
  meeting_link: v.nullable(v.string()),
  dial_in: dialIn,
  attendees: v.array(v.object({ first_name: v.string(), last_name: v.string() })),
  booked_through: v.string(),
  created: v.string(),
  created_local: LocalTimeSchema,
  rescheduled: v.boolean(),
  /** Whether the client may still cancel or move it, and until when. */
  cancellable: v.boolean(),
  reschedulable: v.boolean(),
  cancel_until: v.string(),
  reschedule_until: v.string(),
  cancel_until_local: LocalTimeSchema,
  reschedule_until_local: LocalTimeSchema,
  /** The queue spot this booking replaced, if any. */
  walkin_id: v.nullable(v.number()),
  /** When the client checked in (arrived), staff started and ended the visit. */
  checked_in_at: v.optional(v.nullable(v.string()), null),
  started_at: v.optional(v.nullable(v.string()), null),
  finished_at: v.optional(v.nullable(v.string()), null),
  /** "I have arrived" is offered now (in person, confirmed, not checked in, near the start). */
  can_check_in: v.optional(v.boolean(), false),
  /** From when the client may check in (`client_view.check_in_minutes_before` before the start). */
  check_in_from: v.optional(v.nullable(v.string()), null),
  check_in_from_local: nullableLocalTime,
  /** Its end has passed (by the server's clock). */
  ended: v.optional(v.boolean(), false),
});
export type AppointmentAttributes = v.InferOutput<typeof AppointmentAttributesSchema>;

const IncludedSchema = v.object({ id, type: v.string(), attributes: v.record(v.string(), v.unknown()) });

export const AppointmentDocumentSchema = v.object({
  data: v.object({ id, type: v.literal("appointments"), attributes: AppointmentAttributesSchema }),
  included: v.array(IncludedSchema),
});
export type AppointmentDocument = v.InferOutput<typeof AppointmentDocumentSchema>;

/**
 * How an appointment's date and time are written for a client (notices, the calendar step, the
 * manage page), with `formatLocalTime` over its `…_local` wall time: the zone named as
 * `zoneLabel` names it — "Monday, November 23, 2026 at 10:00 AM EST".
 */
export const APPOINTMENT_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};
