/**
 * Row types of every table. Portable across SQLite and PostgreSQL: booleans are 0/1 integers,
 * times are ISO-8601 UTC text (which sorts correctly), structured settings are JSON text.
 */
import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { StaffAuditActorKind } from "#contract";
import type { HourOfDay } from "../reports/report-columns.js";

type Bool = number;
type IsoTime = string;
type Json = string;

export interface VendorsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  homepage: string | null;
  private_label: Bool;
  callback_requests_enabled: Bool;
  callback_closed_location_info: Bool;
  modern_client_view: Bool;
  show_queue_appointment_feedback: Bool;
  /** Everything else of the vendor document: contact options, page settings, theme, flags… */
  settings: Json;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** The vendor document as last written (normalised JSON) and its entity tag (see migration 0009). */
export interface VendorDocumentsTable {
  vendor_id: number;
  document: Json;
  /** A strong entity tag, quotes included: `"…"`. */
  etag: string;
}

export interface VendorDomainsTable {
  domain: string;
  vendor_id: number;
}

export interface LocationsTable {
  id: Generated<number>;
  vendor_id: number;
  key: string;
  external_id: string;
  name: string;
  address: string;
  city: string;
  prov_state: string;
  postal_zip: string;
  country: string;
  region: string;
  lang: string;
  phone: string;
  mailing_code: string;
  latitude: number;
  longitude: number;
  timezone: string;
  sort_order: number;
  visibility: "public" | "private";
  google_review_url: string | null;
  supports_curbside_pickup: Bool;
  instructions: string;
  restrict_callback_request_hours: Bool;
  temporarily_closed: Bool;
  /** Weekly hours in local time: `{ sunday: {open, close} | null, … }`. */
  hours: Json;
  /** JSON list of dated closures `{start, end, reason}` in local time (the document's `time_off`). */
  time_off: Generated<Json>;
  /** Removed from the vendor document; kept for the appointments that point at it. */
  active: Bool;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface ServicesTable {
  id: Generated<number>;
  vendor_id: number;
  key: string;
  name: string;
  instructions: string;
  supports_curbside_pickup: Bool;
  display_in_lobby: Bool;
  duration_minutes: number;
  sort_order: number;
  active: Bool;
  /** Bookable only through an invitation code. */
  invite_only: Generated<Bool>;
}

/** Localized text of any entity: `(entity, entity_id, locale, field) → content`. */
export interface TranslationsTable {
  entity: "location" | "service" | "question" | "question_option" | "cx_snippet";
  entity_id: number;
  locale: string;
  field: string;
  content: string;
}

export interface LocationServicesTable {
  location_id: number;
  service_id: number;
  meeting_method: number;
}

export interface StaffUsersTable {
  id: Generated<number>;
  vendor_id: number;
  key: string;
  full_name: string;
  email: string | null;
  role_level: number;
  active: Bool;
  /** JSON weekly hours for appointments; null means the location's hours. */
  working_hours: Json | null;
  photo_url: string | null;
  /** JSON list of BCP 47 tags. */
  languages: Generated<Json>;
  invite_only: Generated<Bool>;
  /** JSON list of dated leave `{start, end, reason}` in each location's local time. */
  time_off: Generated<Json>;
}

export interface StaffLocationsTable {
  staff_id: number;
  location_id: number;
  on_duty: Bool;
}

/** What a staff member serves: a service by a meeting method. */
export interface StaffCapabilitiesTable {
  staff_id: number;
  service_id: number;
  meeting_method: number;
}

export interface StaffTokensTable {
  id: Generated<number>;
  staff_id: number;
  /** SHA-256 of the token; the token itself is shown once and never stored. */
  token_hash: string;
  label: string;
  created_at: IsoTime;
  revoked_at: IsoTime | null;
}

export interface QuestionsTable {
  id: Generated<number>;
  vendor_id: number;
  key: string;
  type: string;
  label: string;
  placeholder: string;
  required: Bool;
  sort_order: number;
  /** `[{ value, text }]`, option texts translated through `question_option` rows. */
  options: Json;
  active: Bool;
}

/** Services a question is asked for; a question with no rows is asked for every service. */
export interface QuestionServicesTable {
  question_id: number;
  service_id: number;
}

export interface ClientsTable {
  id: Generated<number>;
  vendor_id: number;
  external_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  /** E.164 when given. */
  cell_phone: string;
  cell_phone_formatted: string;
  lang: string;
  receive_sms: Bool;
  notes: string;
  created_at: IsoTime;
}

export interface QueueAppointmentsTable {
  id: Generated<number>;
  vendor_id: number;
  location_id: number;
  service_id: number;
  client_id: number;
  status: number;
  confirm_code: string;
  meeting_method: number;
  fulfillment_method: number;
  car_details: string;
  notes: string;
  booked_through: string;
  channel_id: number;
  workflow_id: string | null;
  walk_in: Bool;
  compliance_agreed: Bool;
  /** The staff member serving, once started. */
  user_id: number | null;
  meeting_link: string | null;
  dial_in_e164: string | null;
  dial_in_international: string | null;
  dial_in_pin: string | null;
  started_at: IsoTime | null;
  finished_at: IsoTime | null;
  feedback_given_at: IsoTime | null;
  /** The client's Idempotency-Key: a retried join answers the first appointment. */
  idempotency_key: string | null;
  /** SHA-256 (hex) of the request that came with the key: only the same request is answered with this row. */
  idempotency_hash: string | null;
  utm: Json;
  created_at: IsoTime;
  updated_at: IsoTime;
  /** When the "you are next" notice was queued; it goes out once. */
  notified_next_at: IsoTime | null;
  /** The start the client was shown at joining: the estimate's accuracy is measured against it. */
  promised_start_at: Generated<IsoTime | null>;
  /** Counted in the report aggregates (reports/); null until the visit is over and rolled up. */
  reported_at: Generated<IsoTime | null>;
  /** The personal data was erased (retention); the row keeps what the reports need. */
  erased_at: Generated<IsoTime | null>;
}

export interface AnswersTable {
  id: Generated<number>;
  queue_appointment_id: number;
  question_id: number;
  /** JSON: a string, an option value or a list of option values. */
  value: Json;
}

/** Anonymous: no link to the appointment or the client, only where and what. */
export interface FeedbackTable {
  id: Generated<number>;
  vendor_id: number;
  location_id: number;
  service_id: number;
  /** Rating in half stars (1–10), so it stays an integer. */
  half_stars: number;
  experience: string;
  created_at: IsoTime;
  /** Counted in the report aggregates. */
  reported_at: Generated<IsoTime | null>;
}

export interface ConversionTrackingTable {
  id: Generated<number>;
  vendor_id: number;
  rwg_token: string;
  merchant_changed: Bool;
  created_at: IsoTime;
}

export interface CxSnippetsTable {
  id: Generated<number>;
  vendor_id: number;
  key: string;
  sort_order: number;
}

/** Server-wide values every instance must share, such as the generated signing key. */
export interface ServerSettingsTable {
  key: string;
  value: string;
}

export interface OutboxTable {
  id: Generated<number>;
  vendor_id: number;
  queue_appointment_id: number | null;
  appointment_id: number | null;
  channel: "email" | "sms";
  recipient: string;
  template: string;
  locale: string;
  payload: Json;
  status: "pending" | "sending" | "sent" | "failed";
  attempts: number;
  next_attempt_at: IsoTime;
  lease_until: IsoTime | null;
  last_error: string | null;
  dedupe_key: string;
  created_at: IsoTime;
  sent_at: IsoTime | null;
}

/** A vendor's webhook endpoint (migration 0015). */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  vendor_id: number;
  url: string;
  /** A JSON array of event types. */
  events: string;
  description: string;
  enabled: Bool;
  disabled_reason: "gone" | "failing" | null;
  disabled_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface WebhookSecretsTable {
  id: Generated<number>;
  endpoint_id: number;
  secret: string;
  created_at: IsoTime;
  expires_at: IsoTime | null;
}

export interface WebhookEventsTable {
  id: Generated<number>;
  vendor_id: number;
  message_id: string;
  type: string;
  payload: string;
  created_at: IsoTime;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  event_id: number;
  endpoint_id: number;
  /** `paused` while its endpoint is disabled. */
  status: "pending" | "sending" | "delivered" | "failed" | "paused";
  attempts: number;
  next_attempt_at: IsoTime;
  lease_until: IsoTime | null;
  last_status: number | null;
  last_error: string | null;
  delivered_at: IsoTime | null;
  created_at: IsoTime;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  delivery_id: number;
  attempted_at: IsoTime;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

export interface ServiceDurationStatsTable {
  location_id: number;
  service_id: number;
  average_minutes: number;
  samples: number;
  /** Exponentially weighted variance of the visits' length (minutes²); 0 until a second visit. */
  variance_minutes2: Generated<number>;
  /** Visits that taught the variance (the first visit of a row teaches only the average). */
  variance_samples: Generated<number>;
  updated_at: IsoTime;
}

/** A booked appointment (statuses 1–6 of `AppointmentStatus`). */
export interface AppointmentsTable {
  id: Generated<number>;
  vendor_id: number;
  location_id: number;
  service_id: number;
  staff_id: number;
  client_id: number;
  status: number;
  confirm_code: string;
  meeting_method: number;
  fulfillment_method: number;
  car_details: string;
  notes: string;
  /** JSON `[{first_name, last_name}]`. */
  attendees: Json;
  booked_through: string;
  /** The client chose this staff member; a reschedule keeps them unless told otherwise. */
  staff_chosen: Bool;
  starts_at: IsoTime;
  ends_at: IsoTime;
  timezone: string;
  meeting_link: string | null;
  dial_in_e164: string | null;
  dial_in_international: string | null;
  dial_in_pin: string | null;
  /** The queue spot this booking replaced. */
  walkin_id: number | null;
  /** The client's Idempotency-Key and the hash of its request, as on queue_appointments. */
  idempotency_key: string | null;
  idempotency_hash: string | null;
  utm: Json;
  reschedules: number;
  cancelled_at: IsoTime | null;
  /** The client arrived (staff, the manage page's "I have arrived" or a kiosk). */
  checked_in_at: IsoTime | null;
  /** The visit began (status 5) and ended (2, 3 or 6). */
  started_at: IsoTime | null;
  finished_at: IsoTime | null;
  /** The start its last reminder was for, and how many minutes before it that reminder was due. */
  reminded_start: IsoTime | null;
  reminded_minutes: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  /** Counted in the report aggregates once over; see queue_appointments. */
  reported_at: Generated<IsoTime | null>;
  /** The personal data was erased (retention). */
  erased_at: Generated<IsoTime | null>;
}

/** Every staff action on a place in line or a booking: who, what, from which status to which. */
export interface StaffAuditTable {
  id: Generated<number>;
  vendor_id: number;
  /** `staff` (with `staff_id`), `admin` (ADMIN_TOKEN), or on a booking `client`, `kiosk`, `system`. */
  actor_kind: StaffAuditActorKind;
  staff_id: number | null;
  action: string;
  subject: "queue-appointment" | "appointment";
  subject_id: number;
  location_id: number;
  from_status: number | null;
  to_status: number | null;
  /** JSON object. */
  detail: Json;
  created_at: IsoTime;
}

/** One 15-minute granule a staff member is booked for; the primary key forbids double booking. */
export interface AppointmentSlotsTable {
  staff_id: number;
  slot_start: IsoTime;
  appointment_id: number;
}

/** Rate-limit counters shared by every instance on one PostgreSQL (see shared-rate-limit-store.ts). */
export interface RateLimitsTable {
  /** Route and client key, e.g. `POST/api/v2/open/queue-appointments-203.0.113.7`. */
  key: string;
  hits: number;
  /** When the current window ends and the count starts over. */
  reset_at: IsoTime;
}

/** A location's line: the order of its changes and the moment its estimates are worked out at (queue/line/). */
export interface LocationLinesTable {
  location_id: number;
  version: number;
  anchored_at: IsoTime;
}

/** Live events too large for a PostgreSQL NOTIFY payload; the notice carries the row id. */
export interface LiveEventsTable {
  id: Generated<number>;
  channel: string;
  event: string;
  data: Json;
  created_at: IsoTime;
}

/** A staff member's password for the back office: a scrypt hash (office/passwords.ts). */
export interface StaffPasswordsTable {
  staff_id: number;
  hash: string;
  changed_at: IsoTime;
}

/** A back-office session; `id` is the SHA-256 of the cookie's token. */
export interface OfficeSessionsTable {
  id: string;
  staff_id: number;
  created_at: IsoTime;
  last_seen_at: IsoTime;
  expires_at: IsoTime;
  user_agent: Generated<string>;
  address: Generated<string>;
  revoked_at: IsoTime | null;
}

/** A single-use link by email: an invitation or a sign-in (reset); `id` is the SHA-256 of its token. */
export interface OfficeLinksTable {
  id: string;
  staff_id: number;
  purpose: "invite" | "sign_in";
  created_at: IsoTime;
  expires_at: IsoTime;
  used_at: IsoTime | null;
}

/**
 * The key of every report aggregate: whose, which service and staff member (`EVERY`, -1, for a
 * row that counts them all; staff 0: nobody served), a day on the location's clock, where.
 */
interface ReportKey {
  vendor_id: number;
  service_id: number;
  staff_id: number;
  /** `YYYY-MM-DD` on the location's clock. */
  day: string;
  location_id: number;
}

type Count = Generated<number>;
/** A bigint column: PostgreSQL's driver answers it as a string. */
type Seconds = Generated<number | string>;

/**
 * A day's counts and sums (reports/): visits by how they ended, waits, estimates, bookings,
 * feedback; and the heat-map's hours as columns (`arrivals_h00` … `wait_seconds_h23`).
 */
export interface ReportDaysTable
  extends ReportKey,
    Record<`arrivals_h${HourOfDay}` | `waits_h${HourOfDay}`, Count>,
    Record<`wait_seconds_h${HourOfDay}`, Seconds> {
  joined: Count;
  served: Count;
  no_shows: Count;
  cancelled: Count;
  left_early: Count;
  wait_count: Count;
  wait_seconds: Seconds;
  service_count: Count;
  service_seconds: Seconds;
  estimate_count: Count;
  estimate_error_seconds: Seconds;
  within_5_minutes: Count;
  within_20_percent: Count;
  promised_too_little: Count;
  booked: Count;
  booked_kept: Count;
  booked_moved: Count;
  booked_missed: Count;
  booked_cancelled: Count;
  feedback_count: Count;
  feedback_half_stars: Count;
  feedback_high: Count;
}

/** A day's histogram in minute buckets (`m0` … `m360`) of `wait`, `service` or estimate `error`, for medians and P90. */
export interface ReportHistogramsTable extends ReportKey, Record<`m${number}`, Count> {
  measure: "wait" | "service" | "error";
}

/** Who did what in the back office: document changes, sign-ins, invitations, exports, erasures. */
export interface OfficeAuditTable {
  id: Generated<number>;
  vendor_id: number;
  created_at: IsoTime;
  actor_kind: "staff" | "operator" | "token" | "system";
  staff_id: number | null;
  actor_name: Generated<string>;
  action: string;
  target: Generated<string>;
  /** JSON object. */
  detail: Generated<Json>;
  address: Generated<string>;
}

export interface Database {
  vendors: VendorsTable;
  location_lines: LocationLinesTable;
  vendor_domains: VendorDomainsTable;
  vendor_documents: VendorDocumentsTable;
  locations: LocationsTable;
  services: ServicesTable;
  translations: TranslationsTable;
  location_services: LocationServicesTable;
  staff_users: StaffUsersTable;
  staff_locations: StaffLocationsTable;
  staff_capabilities: StaffCapabilitiesTable;
  staff_tokens: StaffTokensTable;
  questions: QuestionsTable;
  question_services: QuestionServicesTable;
  clients: ClientsTable;
  queue_appointments: QueueAppointmentsTable;
  answers: AnswersTable;
  feedback: FeedbackTable;
  conversion_tracking: ConversionTrackingTable;
  cx_snippets: CxSnippetsTable;
  server_settings: ServerSettingsTable;
  outbox: OutboxTable;
  service_duration_stats: ServiceDurationStatsTable;
  live_events: LiveEventsTable;
  appointments: AppointmentsTable;
  appointment_slots: AppointmentSlotsTable;
  rate_limits: RateLimitsTable;
  staff_audit: StaffAuditTable;
  staff_passwords: StaffPasswordsTable;
  office_sessions: OfficeSessionsTable;
  office_links: OfficeLinksTable;
  report_days: ReportDaysTable;
  report_histograms: ReportHistogramsTable;
  office_audit: OfficeAuditTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_secrets: WebhookSecretsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}

export type VendorRow = Selectable<VendorsTable>;
export type LocationRow = Selectable<LocationsTable>;
export type ServiceRow = Selectable<ServicesTable>;
export type QuestionRow = Selectable<QuestionsTable>;
export type ClientRow = Selectable<ClientsTable>;
export type QueueAppointmentRow = Selectable<QueueAppointmentsTable>;
export type AnswerRow = Selectable<AnswersTable>;
export type NewQueueAppointment = Insertable<QueueAppointmentsTable>;
export type QueueAppointmentUpdate = Updateable<QueueAppointmentsTable>;
export type StaffUserRow = Selectable<StaffUsersTable>;
export type AppointmentRow = Selectable<AppointmentsTable>;
export type AppointmentUpdate = Updateable<AppointmentsTable>;
