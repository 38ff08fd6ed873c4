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

export interface PrivacyClient {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  /** E.164, "" when none. */
  cell_phone: string;
  cell_phone_formatted: string;
  external_id: string | null;
  lang: string;
  notes: string;
  created_at: string;
}

export interface PrivacyAnswer {
  /** The question's key and label. */
  question: string;
  label: string;
  /** As answered: a text, an option value or a list of option values. */
  value: unknown;
}

interface PrivacyVisitCommon {
  id: number;
  client_id: number;
  location: string;
  service: string;
  status: number;
  meeting_method: number;
  notes: string;
  car_details: string;
  /** Bookings keep no answers: always empty there. */
  answers: PrivacyAnswer[];
  created_at: string;
  /** When the personal data of this visit was erased (by retention or on request); null while kept. */
  erased_at: string | null;
}

/** A walk-in or callback visit (queue_appointments). */
export interface PrivacyVisit extends PrivacyVisitCommon {
  confirm_code: string;
  meeting_link: string;
  started_at: string | null;
  finished_at: string | null;
}

/** A booking (appointments). */
export interface PrivacyBooking extends PrivacyVisitCommon {
  confirm_code: string;
  starts_at: string;
  ends_at: string;
  meeting_link: string;
  attendees: unknown[];
  cancelled_at: string | null;
  finished_at: string | null;
}

/** `GET /api/v2/office/privacy/clients` and the export's file: everything kept about the matching clients. */
export interface PrivacyLookupResponse {
  data: { clients: PrivacyClient[]; visits: PrivacyVisit[]; bookings: PrivacyBooking[] };
}

/** `POST /api/v2/office/privacy/erasures` (200): what was erased, in counts (all zero when nothing matched). */
export interface PrivacyErasureReceipt {
  erased_at: string;
  clients: number;
  visits: number;
  bookings: number;
  answers: number;
  notifications: number;
}

export interface PrivacyErasureResponse {
  data: PrivacyErasureReceipt;
}

/** Days after a finished visit that its personal data is kept (the document's `personal_data_retention_days`); 0 keeps it for ever. */
export const RETENTION_DAYS_DEFAULT = 90;
export const RETENTION_DAYS_MAX = 3650;
