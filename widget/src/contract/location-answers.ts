/**
 * A location as `GET /api/v2/open/locations` and `GET /api/v2/open/locations/{id}` answer it
 * (every attribute; the picker's light rows are location-list.ts's), and the services a client
 * can join at one (`GET /api/v2/open/queue-appointments-services/{locationId}`). The server
 * types what it sends with these, and the OpenAPI document describes those answers from them;
 * the element reads only the attributes it needs, with its own smaller schemas.
 */
import * as v from "valibot";
import { UNAVAILABLE_REASONS } from "./codes.js";
import { LocalTimeSchema } from "./local-time.js";
import { LocationOpeningSchema } from "./location-opening.js";
import { TextLangSchema } from "./text-lang.js";
import { WeeklyHoursSchema } from "./vendor-document.js";
import { WEEKDAYS } from "./weekdays.js";

/** One of the coming days: its opening and closing as UTC `HHmmss` and instants, and on the location's clock. */
export const FutureOpenHoursSchema = v.object({
  weekday: v.picklist(WEEKDAYS),
  /** Local calendar date, YYYY-MM-DD. */
  date: v.string(),
  /** Missing when closed that day. */
  hours: v.optional(
    v.object({ start: v.string(), end: v.string(), start_at: v.string(), end_at: v.string(), start_local: LocalTimeSchema, end_local: LocalTimeSchema }),
  ),
});
export type FutureOpenHours = v.InferOutput<typeof FutureOpenHoursSchema>;

export const LocationResourceSchema = v.object({
  id: v.number(),
  type: v.literal("locations"),
  attributes: v.object({
    external_id: v.string(),
    /** Falls back to the address when the location has no name. */
    name: v.string(),
    address: v.string(),
    city: v.string(),
    prov_state: v.string(),
    postal_zip: v.string(),
    country: v.string(),
    formatted_address: v.string(),
    /** `+` and digits (as the vendor wrote it when it does not read as a number): for `tel:` links. */
    phone: v.string(),
    /** For people: national in the location's country ("(312) 555-0122"), else international. */
    phone_formatted: v.string(),
    physical: v.boolean(),
    region: v.string(),
    lang: v.string(),
    mailing_code: v.string(),
    coordinates: v.object({ lat: v.number(), lng: v.number() }),
    timezone: v.string(),
    sort_order: v.number(),
    visibility: v.picklist(["public", "private"]),
    google_review_url: v.nullable(v.string()),
    hours: WeeklyHoursSchema,
    /**
     * Minutes from now to the expected start of an in-person client joining the quickest
     * service, or, while the location is closed, from its opening (`opens_at`); null: no estimate.
     * `expected_start` is that start itself, so a page counts the minutes on its own clock.
     */
    wait_time: v.object({ minutes: v.nullable(v.number()), expected_start: v.nullable(v.string()) }),
    supports_curbside_pickup: v.boolean(),
    instructions: v.string(),
    restrict_callback_request_hours: v.boolean(),
    ...LocationOpeningSchema.entries,
    future_open_hours: v.array(FutureOpenHoursSchema),
    meeting_methods: v.array(v.number()),
    /** These three only when the query named a point. */
    distance: v.optional(v.number()),
    unit: v.optional(v.picklist(["mi", "km"])),
    within: v.optional(v.boolean()),
    text_lang: TextLangSchema,
  }),
});
export type LocationResource = v.InferOutput<typeof LocationResourceSchema>;

export const LocationsAnswerSchema = v.object({ data: v.array(LocationResourceSchema), meta: v.object({ search_radius: v.number() }) });
export type LocationsAnswer = v.InferOutput<typeof LocationsAnswerSchema>;
export const LocationAnswerSchema = v.object({ data: LocationResourceSchema });
export type LocationAnswer = v.InferOutput<typeof LocationAnswerSchema>;

/** A service as the open API answers it, localized. */
export const ServiceResourceSchema = v.object({
  id: v.number(),
  type: v.literal("services"),
  attributes: v.object({
    name: v.string(),
    instructions: v.string(),
    supports_curbside_pickup: v.boolean(),
    display_in_lobby: v.boolean(),
    duration_minutes: v.number(),
    text_lang: TextLangSchema,
  }),
});
export type ServiceResource = v.InferOutput<typeof ServiceResourceSchema>;

/**
 * `data[0]` the services a client can join now, `data[1]` the expected start of each and its
 * 90th percentile (`expectedStartP90`, the range's upper end; optional: servers before it do not
 * send it); `meta.unavailable_reason` says why none.
 */
export const QueueServicesAnswerSchema = v.object({
  data: v.tuple([v.array(ServiceResourceSchema), v.array(v.object({ id: v.number(), expectedStart: v.string(), expectedStartP90: v.optional(v.string()) }))]),
  meta: v.object({
    location_id: v.number(),
    meeting_method: v.number(),
    show_wait_time: v.boolean(),
    unavailable_reason: v.nullable(v.picklist(UNAVAILABLE_REASONS)),
  }),
});
export type QueueServicesAnswer = v.InferOutput<typeof QueueServicesAnswerSchema>;
