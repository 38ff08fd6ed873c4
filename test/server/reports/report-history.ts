/**
 * A seeded history for the report tests: a vendor with a branch in Vancouver (its clocks moved
 * forward on 2026-03-08) and one in Toronto, two services, two staff members serving and a
 * manager; visits joined at all hours from 2026-03-05 to 2026-03-11 ending every way, promised
 * starts, bookings and feedback — inserted straight into the tables, as they would be once over.
 */
import type { Kysely } from "kysely";
import type { VendorDocumentInput } from "#contract";
import type { Database } from "../../../server/src/db/schema.js";
import { pick, seededRandom } from "../../helpers/seeded-random.js";
import { ADMIN_TOKEN, type TestServer } from "../../helpers/test-server.js";

export const REPORTS_VENDOR = "harbour";
const ALL_DAY = { open: "00:00", close: "23:59" };
const WEEK = { monday: ALL_DAY, tuesday: ALL_DAY, wednesday: ALL_DAY, thursday: ALL_DAY, friday: ALL_DAY, saturday: ALL_DAY, sunday: ALL_DAY };

function reportsVendorDocument(slug: string): VendorDocumentInput {
  const location = (key: string, name: string, timezone: string, lat: number, lng: number) => ({
    key,
    name,
    address: `1 Main Street, ${name}`,
    country: "CA",
    coordinates: { lat, lng },
    timezone,
    hours: WEEK,
    services: [
      { service: "advice", meeting_methods: [1] },
      { service: "loans", meeting_methods: [1] },
    ],
  });
  return {
    name: `${slug} Savings`,
    homepage: "https://harbour.example.com",
    domains: [],
    allowed_origins: ["http://localhost:3000"],
    services: [
      { key: "advice", name: "Advice", duration_minutes: 30 },
      { key: "loans", name: "Loans", duration_minutes: 30 },
    ],
    locations: [location("vancouver", "Vancouver", "America/Vancouver", 49.28, -123.11), location("toronto", "Toronto", "America/Toronto", 43.65, -79.38)],
    staff: [
      { key: "amrit", full_name: "Amrit Gill", role_level: 10, locations: ["vancouver", "toronto"], meeting_methods: [1] },
      { key: "bea", full_name: "Bea Chan", role_level: 10, locations: ["vancouver", "toronto"], meeting_methods: [1] },
      { key: "mia", full_name: "Mia Manager", role_level: 20, locations: ["vancouver", "toronto"], meeting_methods: [1] },
    ],
  } as VendorDocumentInput;
}

export interface ReportVendor {
  vendor: number;
  client: number;
  locations: { id: number; zone: string }[];
  services: number[];
  staff: { amrit: number; bea: number; mia: number };
}

export async function addReportVendor(server: TestServer, slug = REPORTS_VENDOR): Promise<ReportVendor> {
  const res = await server.app.inject({
    method: "PUT",
    url: `/api/v2/admin/vendors/${slug}`,
    payload: reportsVendorDocument(slug),
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  if (res.statusCode >= 300) throw new Error(`vendor: ${res.statusCode} ${res.body}`);
  const db = server.store.db;
  const vendor = (await db.selectFrom("vendors").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
  const locations = await db.selectFrom("locations").select(["id", "timezone as zone"]).where("vendor_id", "=", vendor).orderBy("key", "desc").execute();
  const services = (await db.selectFrom("services").select("id").where("vendor_id", "=", vendor).orderBy("key").execute()).map((s) => s.id);
  const staff = new Map((await db.selectFrom("staff_users").select(["id", "key"]).where("vendor_id", "=", vendor).execute()).map((s) => [s.key, s.id]));
  const client = await db
    .insertInto("clients")
    .values({
      vendor_id: vendor,
      external_id: null,
      first_name: "Pat",
      last_name: "Client",
      email: "pat@example.org",
      cell_phone: "",
      cell_phone_formatted: "",
      lang: "en",
      receive_sms: 0,
      notes: "private note",
      created_at: "2026-03-01T00:00:00.000Z",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { vendor, client: client.id, locations, services, staff: { amrit: staff.get("amrit") ?? 0, bea: staff.get("bea") ?? 0, mia: staff.get("mia") ?? 0 } };
}

export interface HistoryVisit {
  id: number;
  vendor_id: number;
  location_id: number;
  service_id: number;
  user_id: number | null;
  status: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  promised_start_at: string | null;
  zone: string;
  cancelledByStaff: boolean;
}
export interface HistoryBooking {
  location_id: number;
  service_id: number;
  staff_id: number;
  status: number;
  starts_at: string;
  reschedules: number;
  zone: string;
}
export interface HistoryFeedback {
  location_id: number;
  service_id: number;
  half_stars: number;
  created_at: string;
  zone: string;
}
export interface History {
  visits: HistoryVisit[];
  bookings: HistoryBooking[];
  feedback: HistoryFeedback[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Fixed visits the daylight-saving checks name: 01:30 PST and 03:30 PDT on 2026-03-08 in Vancouver (an hour apart in UTC). */
export const DST_VISITS = ["2026-03-08T09:30:00.000Z", "2026-03-08T10:30:00.000Z"];

/** Inserts `count` visits (and a third as many bookings and feedback) joined between `start` and `end`. */
export async function insertHistory(
  db: Kysely<Database>,
  v: ReportVendor,
  options: { seed: number; count: number; start: string; end: string; extraJoins?: string[] },
): Promise<History> {
  const next = seededRandom(options.seed);
  const from = Date.parse(options.start);
  const span = Date.parse(options.end) - from;
  const history: History = { visits: [], bookings: [], feedback: [] };
  const joins = [...(options.extraJoins ?? []), ...Array.from({ length: options.count }, () => iso(from + Math.floor(next() * span)))];
  for (const joinedAt of joins) {
    const location = joinedAt === DST_VISITS[0] || joinedAt === DST_VISITS[1] ? v.locations[0] : pick(next, v.locations);
    if (!location) throw new Error("no location");
    const service = pick(next, v.services);
    const status = pick(next, [2, 2, 2, 2, 3, 3, 4, 4, 1]);
    const joined = Date.parse(joinedAt);
    // Waits up to ~70 minutes, in seconds so whole minutes are floored.
    const waitS = Math.floor(next() * 4200);
    const startedNoShow = status === 3 && next() < 0.5;
    const started = status === 2 || startedNoShow ? iso(joined + waitS * 1000) : null;
    const finished = status === 2 ? iso(joined + waitS * 1000 + Math.floor(120 + next() * 1800) * 1000) : status === 1 ? null : iso(joined + waitS * 1000);
    const promised = next() < 0.75 ? iso(joined + Math.max(0, waitS + Math.floor((next() - 0.5) * 1800)) * 1000) : null;
    const user = started ? pick(next, [v.staff.amrit, v.staff.bea]) : null;
    const cancelledByStaff = status === 4 && next() < 0.5;
    const row = await db
      .insertInto("queue_appointments")
      .values({
        vendor_id: v.vendor,
        location_id: location.id,
        service_id: service,
        client_id: v.client,
        status,
        confirm_code: "ABC123",
        meeting_method: 1,
        fulfillment_method: 1,
        car_details: "",
        notes: "secret note",
        booked_through: "online_queue",
        channel_id: 13,
        workflow_id: null,
        walk_in: 1,
        compliance_agreed: 0,
        user_id: user,
        meeting_link: null,
        dial_in_e164: null,
        dial_in_international: null,
        dial_in_pin: null,
        started_at: started,
        finished_at: finished,
        feedback_given_at: null,
        idempotency_key: null,
        idempotency_hash: null,
        utm: "{}",
        created_at: joinedAt,
        updated_at: finished ?? joinedAt,
        notified_next_at: null,
        promised_start_at: promised,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (cancelledByStaff) {
      await db
        .insertInto("staff_audit")
        .values({
          vendor_id: v.vendor,
          actor_kind: "staff",
          staff_id: v.staff.amrit,
          action: "cancel",
          subject: "queue-appointment",
          subject_id: row.id,
          location_id: location.id,
          from_status: 1,
          to_status: 4,
          detail: "{}",
          created_at: finished ?? joinedAt,
        })
        .execute();
    }
    history.visits.push({
      id: row.id,
      vendor_id: v.vendor,
      location_id: location.id,
      service_id: service,
      user_id: user,
      status,
      created_at: joinedAt,
      started_at: started,
      finished_at: finished,
      promised_start_at: promised,
      zone: location.zone,
      cancelledByStaff,
    });
    if (next() < 0.34) {
      const booking = {
        location_id: location.id,
        service_id: service,
        staff_id: pick(next, [v.staff.amrit, v.staff.bea]),
        status: pick(next, [1, 2, 6, 3, 4]),
        starts_at: iso(joined + 3_600_000),
        reschedules: next() < 0.3 ? 1 : 0,
      };
      await db
        .insertInto("appointments")
        .values({
          ...booking,
          vendor_id: v.vendor,
          client_id: v.client,
          confirm_code: "BOOK12",
          meeting_method: 1,
          fulfillment_method: 1,
          car_details: "",
          notes: "",
          attendees: "[]",
          booked_through: "online_queue",
          staff_chosen: 0,
          ends_at: iso(joined + 5_400_000),
          timezone: location.zone,
          meeting_link: null,
          dial_in_e164: null,
          dial_in_international: null,
          dial_in_pin: null,
          walkin_id: null,
          idempotency_key: null,
          idempotency_hash: null,
          utm: "{}",
          cancelled_at: null,
          checked_in_at: null,
          started_at: null,
          finished_at: null,
          reminded_start: null,
          reminded_minutes: null,
          created_at: joinedAt,
          updated_at: joinedAt,
        })
        .execute();
      history.bookings.push({ ...booking, zone: location.zone });
    }
    if (next() < 0.34) {
      const feedback = { location_id: location.id, service_id: service, half_stars: 1 + Math.floor(next() * 10), created_at: iso(joined + 7_200_000) };
      await db
        .insertInto("feedback")
        .values({ ...feedback, vendor_id: v.vendor, experience: "" })
        .execute();
      history.feedback.push({ ...feedback, zone: location.zone });
    }
  }
  return history;
}
