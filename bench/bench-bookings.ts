/**
 * Bookings for the recompute benchmark: each staff member booked for 45 minutes every two hours
 * over the next day (twelve bookings each), as a busy branch's appointment book looks.
 */
import type { Kysely } from "kysely";
import type { Database } from "../server/src/db/schema.js";
import type { Interval } from "../server/src/time/interval.js";

const MIN = 60_000;
const BOOKINGS_PER_DAY = 12;

/** The engine's view of one person's booked day from `now`. */
export function bookedDay(now: number): Interval[] {
  return Array.from({ length: BOOKINGS_PER_DAY }, (_, i) => ({ start: now + (i * 120 + 30) * MIN, end: now + (i * 120 + 75) * MIN }));
}

/** Writes that day for every staff member on duty at a location, straight into the database. */
export async function fillBookings(db: Kysely<Database>, vendorId: number, locationId: number, serviceId: number, now: number): Promise<void> {
  const stamp = new Date(now).toISOString();
  const staff = await db.selectFrom("staff_locations").select("staff_id").where("location_id", "=", locationId).where("on_duty", "=", 1).execute();
  const client = await db
    .insertInto("clients")
    .values({ vendor_id: vendorId, external_id: null, first_name: "Booked", last_name: "", email: "", cell_phone: "", cell_phone_formatted: "", lang: "en", receive_sms: 0, notes: "", created_at: stamp })
    .returning("id")
    .executeTakeFirstOrThrow();
  const rows = staff.flatMap(({ staff_id }) =>
    bookedDay(now).map((b) => ({
      vendor_id: vendorId,
      location_id: locationId,
      service_id: serviceId,
      staff_id,
      client_id: client.id,
      status: 1,
      confirm_code: "BENCH000",
      meeting_method: 1,
      fulfillment_method: 1,
      car_details: "",
      notes: "",
      attendees: "[]",
      booked_through: "online_queue",
      staff_chosen: 0,
      starts_at: new Date(b.start).toISOString(),
      ends_at: new Date(b.end).toISOString(),
      timezone: "UTC",
      utm: "{}",
      reschedules: 0,
      created_at: stamp,
      updated_at: stamp,
    })),
  );
  if (rows.length) await db.insertInto("appointments").values(rows).execute();
}
