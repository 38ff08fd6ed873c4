/**
 * Access and erasure on a client's request (`/api/v2/office/privacy/…`, admins only): find a
 * client of the vendor by email or phone, see and export everything kept about them, and erase it.
 * Shared by the server and the back office's privacy screen.
 */
import * as v from "valibot";

const email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.minLength(1, "must not be empty"), v.maxLength(320), v.email("must be an email address"));
/** As typed: separators are allowed; without `+` it is read as a number of one of the vendor's locations' countries. */
const phone = v.pipe(v.string(), v.trim(), v.minLength(1, "must not be empty"), v.maxLength(40), v.regex(/^\+?[\d\s().-]{8,39}$/, "must be a phone number"));

/** Exactly one of `email` and `phone` (refused on `email` when both or neither are given). */
export const PrivacyLookupSchema = v.pipe(
  v.strictObject({ email: v.optional(email), phone: v.optional(phone) }),
  v.forward(
    v.check((input) => (input.email === undefined) !== (input.phone === undefined), "give exactly one of email and phone"),
    ["email"],
  ),
);
/** `GET …/privacy/clients` and `GET …/privacy/export` take it as the query. */
export const PrivacyLookupQuerySchema = PrivacyLookupSchema;
/** `POST …/privacy/erasures` takes it as the body (with the session's CSRF token). */
export const PrivacyErasureBodySchema = PrivacyLookupSchema;
export type PrivacyLookup = v.InferOutput<typeof PrivacyLookupSchema>;

const nullableTime = v.nullable(v.string());

export const PrivacyClientSchema = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  /** E.164, "" when none. */
  cell_phone: v.string(),
  cell_phone_formatted: v.string(),
  external_id: v.nullable(v.string()),
  lang: v.string(),
  notes: v.string(),
  created_at: v.string(),
});
export type PrivacyClient = v.InferOutput<typeof PrivacyClientSchema>;

export const PrivacyAnswerSchema = v.object({
  /** The question's key and label. */
  question: v.string(),
  label: v.string(),
  /** As answered: a text, an option value or a list of option values. */
  value: v.unknown(),
});
export type PrivacyAnswer = v.InferOutput<typeof PrivacyAnswerSchema>;

const visitCommon = {
  id: v.number(),
  client_id: v.number(),
  location: v.string(),
  service: v.string(),
  status: v.number(),
  meeting_method: v.number(),
  confirm_code: v.string(),
  notes: v.string(),
  car_details: v.string(),
  meeting_link: v.string(),
  /** Bookings keep no answers: always empty there. */
  answers: v.array(PrivacyAnswerSchema),
  created_at: v.string(),
  finished_at: nullableTime,
  /** When the personal data of this visit was erased (by retention or on request); null while kept. */
  erased_at: nullableTime,
};

/** A walk-in or callback visit (queue_appointments). */
export const PrivacyVisitSchema = v.object({ ...visitCommon, started_at: nullableTime });
export type PrivacyVisit = v.InferOutput<typeof PrivacyVisitSchema>;

/** A booking (appointments). */
export const PrivacyBookingSchema = v.object({
  ...visitCommon,
  starts_at: v.string(),
  ends_at: v.string(),
  /** The people coming along: `[{first_name, last_name}]`. */
  attendees: v.array(v.unknown()),
  cancelled_at: nullableTime,
});
export type PrivacyBooking = v.InferOutput<typeof PrivacyBookingSchema>;

/** `GET /api/v2/office/privacy/clients` and the export's file: everything kept about the matching clients. */
export const PrivacyLookupResponseSchema = v.object({
  data: v.object({ clients: v.array(PrivacyClientSchema), visits: v.array(PrivacyVisitSchema), bookings: v.array(PrivacyBookingSchema) }),
});
export type PrivacyLookupResponse = v.InferOutput<typeof PrivacyLookupResponseSchema>;

/** `POST /api/v2/office/privacy/erasures` (200): what this request erased, in counts (all zero when nothing matched or all was erased before). */
export const PrivacyErasureReceiptSchema = v.object({
  erased_at: v.string(),
  clients: v.number(),
  visits: v.number(),
  bookings: v.number(),
  answers: v.number(),
  notifications: v.number(),
});
export type PrivacyErasureReceipt = v.InferOutput<typeof PrivacyErasureReceiptSchema>;

export const PrivacyErasureResponseSchema = v.object({ data: PrivacyErasureReceiptSchema });
export type PrivacyErasureResponse = v.InferOutput<typeof PrivacyErasureResponseSchema>;

/** Days after a finished visit that its personal data is kept (the document's `personal_data_retention_days`); 0 keeps it for ever. */
export const RETENTION_DAYS_DEFAULT = 90;
export const RETENTION_DAYS_MAX = 3650;
