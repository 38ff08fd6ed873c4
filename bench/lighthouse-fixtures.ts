/**
 * What the Lighthouse bench's screens need: a server with the demo vendors (loaded before it
 * starts, as `npm start` loads them into an empty database), and real appointments made through
 * the open API and served through the staff API, so the manage pages show what a client sees.
 */
import type { Kysely } from "kysely";
import { loadConfig } from "../server/src/config.js";
import { openStore } from "../server/src/db/database.js";
import type { Database } from "../server/src/db/schema.js";
import { seedDemoData } from "../server/src/demo/seed-demo.js";
import type { TimeslotsAnswer } from "#contract";
import { bookingBody } from "../test/helpers/booking.js";
import { demoIds } from "../test/helpers/demo-ids.js";
import { joinBody } from "../test/helpers/join-body.js";
import { BENCH_ADMIN_TOKEN } from "./bench-server.js";

/** One vendor's keys, as the demo data names them. */
export interface VendorKeys {
  slug: string;
  location: string;
  service: string;
  /** Who serves at the location (the completed visit's staff member). */
  staff: string;
  /** The location's walk-in questions that need an answer, by key and value. */
  answers: Record<string, number>;
}

/** The ids of one vendor's location, service and staff member in the prepared database. */
export interface VendorIds {
  keys: VendorKeys;
  location: number;
  service: number;
  staff: number;
  answers: { question_id: number; value: number }[];
}

/** Loads the demo vendors into the empty database and answers the ids of each vendor's keys. */
export async function prepareDemoDatabase(url: string, vendors: VendorKeys[]): Promise<VendorIds[]> {
  const store = await openStore(loadConfig({ DATABASE_URL: url }).database);
  try {
    await seedDemoData(store.db, new Date());
    return await Promise.all(vendors.map((keys) => vendorIds(store.db, keys)));
  } finally {
    await store.close();
  }
}

async function vendorIds(db: Kysely<Database>, keys: VendorKeys): Promise<VendorIds> {
  const ids = await demoIds(db, keys.slug);
  return {
    keys,
    location: ids.location(keys.location),
    service: ids.service(keys.service),
    staff: ids.staff(keys.staff),
    answers: Object.entries(keys.answers).map(([key, value]) => ({ question_id: ids.question(key), value })),
  };
}

async function call<T>(base: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? "GET",
    headers: { ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** An appointment's id and confirm code: what its manage page's URL carries. */
export interface Appointment {
  id: number;
  code: string;
}

type Created = { data: { id: number; attributes: { confirm_code: string } } };
const created = (answer: Created): Appointment => ({ id: answer.data.id, code: answer.data.attributes.confirm_code });

/** A client's POST through the open API, with the vendor's CSRF token as a browser sends it. */
async function openPost(base: string, slug: string, path: string, body: unknown): Promise<Appointment> {
  const headers = { "x-vendor": slug };
  const { token } = await call<{ token: string }>(base, "/api/v2/open/csrf", { headers });
  return created(await call<Created>(base, path, { method: "POST", headers: { ...headers, "x-csrf-token": token }, body }));
}

/** A place in the vendor's line, joined as the form joins it. */
export function joinLine(base: string, vendor: VendorIds, firstName: string): Promise<Appointment> {
  const body = joinBody({ location_id: vendor.location, service_id: vendor.service }, { first_name: firstName, last_name: "Lighthouse" }, vendor.answers);
  return openPost(base, vendor.keys.slug, "/api/v2/open/queue-appointments", body);
}

/** Joins, then the staff member starts and completes the visit: its manage page shows the feedback card. */
export async function completedVisit(base: string, vendor: VendorIds): Promise<Appointment> {
  const visit = await joinLine(base, vendor, "Completed");
  const issued = await call<{ data: { attributes: { token: string } } }>(base, `/api/v2/admin/vendors/${vendor.keys.slug}/staff/${vendor.keys.staff}/tokens`, {
    method: "POST",
    headers: { authorization: `Bearer ${BENCH_ADMIN_TOKEN}` },
    body: { label: "lighthouse bench" },
  });
  const headers = { authorization: `Bearer ${issued.data.attributes.token}` };
  for (const status of [5, 2]) {
    await call(base, `/api/v2/staff/queue-appointments/${visit.id}`, {
      method: "PATCH",
      headers,
      body: { data: { type: "queue-appointments", attributes: { status } } },
    });
  }
  return visit;
}

/** The free times of the location's service over the next week, earliest first (none when it books none). */
export async function freeTimes(base: string, vendor: VendorIds): Promise<string[]> {
  const query = new URLSearchParams({ location_id: String(vendor.location), service_id: String(vendor.service), meeting_method: "1", days: "7" });
  const answer = await call<TimeslotsAnswer>(base, `/api/v3/open/booking/timeslots?${query}`, { headers: { "x-vendor": vendor.keys.slug } }).catch(
    () => undefined,
  );
  return answer?.data.days.flatMap((day) => day.slots.map((slot) => slot.start)) ?? [];
}

/** A booked appointment at that time, as the booking flow's last step books it. */
export function bookAppointment(base: string, vendor: VendorIds, start: string): Promise<Appointment> {
  const body = bookingBody({ location_id: vendor.location, service_id: vendor.service, start }, { first_name: "Booked", last_name: "Lighthouse" });
  return openPost(base, vendor.keys.slug, "/api/v3/open/appointments", body);
}
