/**
 * Bookings for the recompute benchmark: each staff member booked for 45 minutes every two hours
 * over the next day (twelve bookings each), as a busy branch's appointment book looks.
 */
import type { Kysely } from "kysely";
import type { Database } from "../server/src/db/schema.js";
import type { Interval } from "../server/src/time/interval.js";
import { benchClient, benchVisit } from "./bench-rows.js";

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
  const client = await db.insertInto("clients").values(benchClient(vendorId, "Booked", stamp)).returning("id").executeTakeFirstOrThrow();
  const rows = staff.flatMap(({ staff_id }) =>
    bookedDay(now).map((b) => ({
      ...benchVisit(vendorId, locationId, serviceId, client.id, stamp),
      staff_id,
      attendees: "[]",
      staff_chosen: 0,
      starts_at: new Date(b.start).toISOString(),
      ends_at: new Date(b.end).toISOString(),
      timezone: "UTC",
      reschedules: 0,
    })),
  );
  if (rows.length) await db.insertInto("appointments").values(rows).execute();
}
