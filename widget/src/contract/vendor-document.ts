/**
 * The vendor configuration document: everything a vendor is (settings, theme, locations,
 * services, questions, staff) in one JSON document, loaded by `PUT /api/v2/admin/vendors/{slug}`
 * and by `npm run seed -- FILE`.
 */
import * as v from "valibot";
import { CONTACT_OPTION_MODES, MEETING_METHODS, QUESTION_TYPES, ROLE_LEVELS } from "./codes.js";
import { LOCALES } from "./locales.js";
import { MAX_ADDITIONAL_ATTENDEES } from "./appointment.js";
import { CalendarDateSchema } from "./booking-queries.js";
import { RETENTION_DAYS_DEFAULT, RETENTION_DAYS_MAX } from "./office-privacy.js";
import { httpUrl, key, requiredText, text } from "./schema-helpers.js";

import { WEEKDAYS, type Weekday } from "./weekdays.js";

/** "HH:MM" in the location's time zone; "24:00" closes at midnight. */
const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const clockTime = v.pipe(v.string(), v.regex(CLOCK_TIME, "must be HH:MM (00:00 to 24:00)"));

const dayHours = v.nullable(
  v.pipe(
    v.strictObject({ open: clockTime, close: clockTime }),
    // Compared only when both are well-formed, so a bad time is reported once, on its field.
    v.check((h) => !CLOCK_TIME.test(h.open) || !CLOCK_TIME.test(h.close) || h.open < h.close, "open must be before close"),
  ),
);

/** Opening hours per weekday; a missing or null day is closed. */
export const WeeklyHoursSchema = v.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, v.optional(dayHours, null)])) as Record<Weekday, v.OptionalSchema<typeof dayHours, null>>,
);
export type WeeklyHours = v.InferOutput<typeof WeeklyHoursSchema>;

const localeRecord = <T extends v.GenericSchema>(schema: T) => v.optional(v.record(v.picklist(LOCALES), schema), {});

const translatedFields = (fields: readonly string[]) => localeRecord(v.strictObject(Object.fromEntries(fields.map((f) => [f, v.optional(text(2000))]))));

/** Stored in an integer column, so it must fit 32 bits. */
const sortOrder = v.pipe(v.number(), v.integer(), v.minValue(-2_147_483_648), v.maxValue(2_147_483_647));
const contactMode = v.picklist(CONTACT_OPTION_MODES);
const meetingMethods = v.pipe(v.array(v.picklist(MEETING_METHODS)), v.minLength(1));

const ServiceSchema = v.strictObject({
  key,
  name: requiredText(200),
  instructions: v.optional(text(2000), ""),
  supports_curbside_pickup: v.optional(v.boolean(), false),
  /** Offered for walk-ins in the lobby. */
  display_in_lobby: v.optional(v.boolean(), true),
  /** Starting estimate of one visit; learned from completed visits afterwards. */
  duration_minutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(480)), 15),
  sort_order: v.optional(sortOrder, 0),
  /** Booked only through an invitation code (`invitation_codes`); never listed publicly. */
  invite_only: v.optional(v.boolean(), false),
  translations: translatedFields(["name", "instructions"]),
});

/** A local date and time, `YYYY-MM-DDTHH:mm`, read in the location's time zone. */
const localDateTime = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "must be a local date and time like 2026-12-24T09:00"),
  v.check((value) => !Number.isNaN(Date.parse(`${value}:00Z`)) && new Date(`${value}:00Z`).toISOString().startsWith(value), "is not a real date and time"),
);

/**
 * Dated time off (a holiday, training, leave): no appointments can be booked in it, and it is
 * not free time for the line. Local times in the location's zone; `end` is exclusive.
 */
export const TimeOffSchema = v.pipe(
  v.strictObject({ start: localDateTime, end: localDateTime, reason: v.optional(text(200), "") }),
  v.forward(
    v.check((t) => t.start < t.end, "end must be after start"),
    ["end"],
  ),
);
export type TimeOff = v.InferOutput<typeof TimeOffSchema>;

const LocationSchema = v.strictObject({
  key,
  external_id: v.optional(text(100), ""),
  /** Clients see the address when the name is empty. */
  name: v.optional(text(200), ""),
  address: requiredText(300),
  city: v.optional(text(100), ""),
  prov_state: v.optional(text(100), ""),
  postal_zip: v.optional(text(20), ""),
  country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, "must be an ISO 3166 alpha-2 code like US")),
  region: v.optional(text(100), ""),
  lang: v.optional(v.picklist(LOCALES), "en"),
  phone: v.optional(text(30), ""),
  mailing_code: v.optional(text(30), ""),
  coordinates: v.strictObject({
    lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
    lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  }),
  timezone: v.pipe(v.string(), v.check(isTimeZone, "must be an IANA time zone such as America/New_York")),
  sort_order: v.optional(sortOrder, 0),
  visibility: v.optional(v.picklist(["public", "private"]), "public"),
  google_review_url: v.optional(v.nullable(httpUrl), null),
  supports_curbside_pickup: v.optional(v.boolean(), false),
  instructions: v.optional(text(2000), ""),
  /** When on, requests are taken only while the location is open. */
  restrict_callback_request_hours: v.optional(v.boolean(), false),
  /** Closed now whatever the hours say (holiday, training day); clients still see the hours. */
  temporarily_closed: v.optional(v.boolean(), false),
  hours: WeeklyHoursSchema,
  /** Dated closures of the whole location (no bookings, no one free for the line). */
  time_off: v.optional(v.array(TimeOffSchema), []),
  translations: translatedFields(["name", "address", "instructions"]),
  /** Which services this location offers, by which meeting methods. */
  services: v.array(v.strictObject({ service: key, meeting_methods: meetingMethods })),
});

const QuestionOptionSchema = v.strictObject({
  value: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_147_483_647)),
  text: requiredText(200),
  translations: localeRecord(text(200)),
});

const QuestionSchema = v.pipe(
  v.strictObject({
    key,
    type: v.picklist(QUESTION_TYPES),
    label: requiredText(500),
    placeholder: v.optional(text(200), ""),
    required: v.optional(v.boolean(), false),
    sort_order: v.optional(sortOrder, 0),
    options: v.optional(v.array(QuestionOptionSchema), []),
    /** Services the question is asked for; empty means every service. */
    services: v.optional(v.array(key), []),
    translations: translatedFields(["label", "placeholder"]),
  }),
  v.forward(
    v.check((q) => !["checkbox_group", "radio", "select"].includes(q.type) || q.options.length > 0, "a checkbox_group, radio or select question needs options"),
    ["options"],
  ),
);

const languageTag = v.pipe(v.string(), v.regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, "must be a language tag such as en or pt-BR"));

const StaffSchema = v.strictObject({
  key,
  full_name: requiredText(200),
  email: v.optional(v.pipe(v.string(), v.email()), undefined),
  role_level: v.picklist(ROLE_LEVELS),
  locations: v.array(key),
  /** Services this person serves; empty means all of the vendor's services. */
  services: v.optional(v.array(key), []),
  meeting_methods: meetingMethods,
  on_duty: v.optional(v.boolean(), true),
  /** When they take appointments, in each location's time zone; null: the location's hours. */
  working_hours: v.optional(v.nullable(WeeklyHoursSchema), null),
  /** Shown in the booking flow's staff step when `client_view.show_staff_photos` is on. */
  photo_url: v.optional(v.nullable(httpUrl), null),
  /** BCP 47 tags (`en`, `es`, `zh-Hans`), shown when `client_view.show_staff_languages` is on. */
  languages: v.optional(v.array(languageTag), []),
  /** Bookable only through an invitation code; never offered publicly. */
  invite_only: v.optional(v.boolean(), false),
  /** Dated leave of this person, in each location's time zone. */
  time_off: v.optional(v.array(TimeOffSchema), []),
});

const ContactOptionsSchema = v.strictObject({
  mobile_phone: v.optional(contactMode, "optional"),
  email: v.optional(contactMode, "optional"),
  sms_notifications: v.optional(contactMode, "optional"),
  notes: v.optional(contactMode, "optional"),
});

const PageSettingsSchema = v.strictObject({
  privacy_policy_url: v.optional(v.nullable(httpUrl), null),
  terms_of_service_url: v.optional(v.nullable(httpUrl), null),
  /** Shown above the submit button; sanitised on save. */
  pre_booking_statement: v.optional(text(10_000), ""),
  explicit_compliance_agreement: v.optional(v.boolean(), false),
});

const cssColor = v.pipe(v.string(), v.regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, "must be a hex colour like #1a73e8"));
const fontWeight = v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(900));

const ThemeSchema = v.strictObject({
  logo: v.optional(v.nullable(httpUrl), null),
  primary: v.optional(cssColor, "#1a73e8"),
  secondary: v.optional(cssColor, "#5f6368"),
  mcv_font_family: v.optional(v.pipe(v.string(), v.regex(/^[\w\s,'"-]{1,200}$/, "must be a CSS font family list")), "Roboto"),
  mcv_font_normal_weight: v.optional(fontWeight, 400),
  mcv_font_bold_weight: v.optional(fontWeight, 500),
});

const KioskSchema = v.strictObject({
  inactivity_timeout_ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(5000), v.maxValue(600_000)), 30_000),
  confirmation_reset_ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(120_000)), 8_500),
});

export const ClientViewSchema = v.pipe(
  v.strictObject({
    available_languages: v.optional(v.pipe(v.array(v.picklist(LOCALES)), v.minLength(1)), [...LOCALES]),
    time_in_advance_minutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 60),
    time_to_cancel_minutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 60),
    time_to_reschedule_minutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 60),
    booking_window_days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365)), 30),
    /** First and last local day appointments may fall on (a season, a campaign); null: no limit. */
    booking_window_start: v.optional(v.nullable(CalendarDateSchema), null),
    booking_window_end: v.optional(v.nullable(CalendarDateSchema), null),
    /** People a client may bring along (the attendees step); 0 skips that step. */
    max_additional_attendees: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_ADDITIONAL_ATTENDEES)), 0),
    show_staff_picker: v.optional(v.boolean(), false),
    show_staff_photos: v.optional(v.boolean(), false),
    show_staff_languages: v.optional(v.boolean(), false),
    location_locking: v.optional(v.boolean(), false),
    book_another_link: v.optional(v.nullable(httpUrl), null),
    vendor_path: v.optional(v.nullable(key), null),
    /** How early before its start an in-person client may check in ("I have arrived"). */
    check_in_minutes_before: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(240)), 30),
    /** An in-person booking not checked in this long after its start becomes a no-show (3). */
    no_show_grace_minutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(240)), 15),
    /** Reminders of a booked appointment, minutes before its start (a day and an hour by default; empty: none). */
    reminder_minutes_before: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(5), v.maxValue(10_080))), v.maxLength(3)), [1440, 60]),
  }),
  v.forward(
    v.check(
      (c) => !c.booking_window_start || !c.booking_window_end || c.booking_window_start <= c.booking_window_end,
      "booking_window_start must not be after booking_window_end",
    ),
    ["booking_window_end"],
  ),
);

const CxSnippetSchema = v.strictObject({
  key,
  content: v.pipe(
    v.record(v.picklist(LOCALES), text(5000)),
    v.check((c) => Boolean(c.en), "needs an en text"),
  ),
});

/** Lowercased, because browsers send the Origin header's scheme and host in lowercase. */
const origin = v.pipe(v.string(), v.toLowerCase(), v.regex(/^https?:\/\/[^/\s]+$/, "must be an origin like https://www.example.com (no path, no trailing /)"));
const domain = v.pipe(v.string(), v.toLowerCase(), v.regex(/^[a-z0-9.-]+(?::\d+)?$/, "must be a host name"));

export const VendorDocumentSchema = v.strictObject({
  name: requiredText(200),
  homepage: v.optional(v.nullable(httpUrl), null),
  /** Host names whose requests belong to this vendor. */
  domains: v.optional(v.array(domain), []),
  /** Origins allowed to embed the element and call the open API from the browser. */
  allowed_origins: v.optional(v.array(origin), []),
  private_label: v.optional(v.boolean(), false),
  callback_requests_enabled: v.optional(v.boolean(), true),
  callback_closed_location_info: v.optional(v.boolean(), false),
  modern_client_view: v.optional(v.boolean(), false),
  show_queue_appointment_feedback: v.optional(v.boolean(), true),
  show_wait_time: v.optional(v.boolean(), true),
  walkin_questions: v.optional(v.boolean(), false),
  /** In the unit of each location's country (miles in the US, km elsewhere). */
  location_search_radius: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(5000)), 50),
  /** Meeting methods the vendor supports at all. */
  meeting_methods: v.optional(meetingMethods, [1, 2, 3]),
  /** reCAPTCHA v3 site key; with the `kiosk_captcha` feature and the secret, kiosk joins are checked. */
  google_recaptcha_site_key: v.optional(v.nullable(text(200)), null),
  /** The site key's secret, for verifying tokens. Never public. */
  google_recaptcha_secret: v.optional(v.nullable(text(200)), null),
  /** Codes of invitation links: they open invite-only services and staff and private locations. Never public. */
  invitation_codes: v.optional(v.array(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, "must be 8 to 64 letters, digits, - or _"))), []),
  callback_contact_options: v.optional(ContactOptionsSchema, {}),
  /** Feature flags, e.g. curbside_pickup, notes_digit_validation, kiosk_captcha, lobby. */
  features: v.optional(v.record(key, v.boolean()), {}),
  page_settings: v.optional(PageSettingsSchema, {}),
  theme: v.optional(ThemeSchema, {}),
  /**
   * The language the vendor writes its texts in first — services, questions and their options,
   * the pre-booking statement — which `translations` give in the others. A text shown without a
   * translation is marked as being in it. A location's own texts are in the location's `lang`.
   */
  text_language: v.optional(v.picklist(LOCALES), "en"),
  /** Words a vendor uses instead of ours, per locale (e.g. "branch" for "location"). */
  synonyms: v.optional(v.record(v.picklist(LOCALES), v.record(v.string(), text(200))), {}),
  client_view: v.optional(ClientViewSchema, {}),
  kiosk: v.optional(KioskSchema, {}),
  services: v.array(ServiceSchema),
  locations: v.array(LocationSchema),
  questions: v.optional(v.array(QuestionSchema), []),
  staff: v.optional(v.array(StaffSchema), []),
  cx_snippets: v.optional(v.array(CxSnippetSchema), []),
  /**
   * Days after a visit or booking is over that its client's personal data (names, phone, email,
   * notes, answers, car, free text) is kept; then it is erased and only what the reports count
   * stays. 0 keeps it for ever (the save warns).
   */
  personal_data_retention_days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(RETENTION_DAYS_MAX)), RETENTION_DAYS_DEFAULT),
});

/**
 * The document's lists and the schema of one item of each: a server checks a large document an
 * item at a time (giving other requests their turn between items) against these, and the rest
 * of the document against `VendorDocumentFrameSchema`. Together they say what the whole schema says.
 */
export const VENDOR_DOCUMENT_LISTS = {
  services: ServiceSchema,
  locations: LocationSchema,
  questions: QuestionSchema,
  staff: StaffSchema,
  cx_snippets: CxSnippetSchema,
} as const;

/** `VendorDocumentSchema` with each list's items left unchecked (arrays of anything). */
export const VendorDocumentFrameSchema = v.strictObject({
  ...VendorDocumentSchema.entries,
  services: v.array(v.unknown()),
  locations: v.array(v.unknown()),
  questions: v.optional(v.array(v.unknown()), []),
  staff: v.optional(v.array(v.unknown()), []),
  cx_snippets: v.optional(v.array(v.unknown()), []),
});

export type VendorDocumentInput = v.InferInput<typeof VendorDocumentSchema>;
export type VendorDocument = v.InferOutput<typeof VendorDocumentSchema>;
export type ServiceDocument = VendorDocument["services"][number];
export type LocationDocument = VendorDocument["locations"][number];
export type QuestionDocument = VendorDocument["questions"][number];
export type StaffDocument = VendorDocument["staff"][number];
export type ContactOptions = VendorDocument["callback_contact_options"];
export type PageSettings = VendorDocument["page_settings"];
export type Theme = VendorDocument["theme"];
export type ClientViewSettings = VendorDocument["client_view"];

export const VendorSlugSchema = key;

/** Area/Location names (and UTC); not offsets like "+05:00", which newer engines also accept. */
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

function isTimeZone(tz: string): boolean {
  if (!TIME_ZONE_NAME.test(tz)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
