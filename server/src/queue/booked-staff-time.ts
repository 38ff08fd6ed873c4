/**
 * Bookings that keep the staff on duty at some locations from their walk-in lines: a confirmed
 * booking blocks its staff member's time from its start to its end (wherever it is booked, they
 * cannot be at the counter), and one in progress keeps them busy like a visit in progress. Read
 * in one query whatever the number of locations, and only those that can still matter.
 */
import type { Kysely, Selectable } from "kysely";
import { AppointmentStatus } from "#contract";
import type { AppointmentsTable, Database } from "../db/schema.js";
import type { Interval } from "../time/interval.js";

export interface BookedStaffTime {
  /** Confirmed bookings that end after now, per staff member, sorted by start. */
  blocked: Map<number, Interval[]>;
  /** Staff in a booking now: when it is expected to end (ms; may be past). */
  busyUntil: Map<number, number>;
}

/** How far ahead bookings are read: further than a line's estimates usually reach. */
export const BOOKINGS_AHEAD_MS = 24 * 3_600_000;
/** How far back a booking may have started and still run (so the read stays on the index). */
const BOOKINGS_BEHIND_MS = 24 * 3_600_000;

export type BookingRow = Pick<Selectable<AppointmentsTable>, "id" | "staff_id" | "status" | "starts_at" | "ends_at" | "started_at">;

/**
 * The bookings of the staff on duty at these locations that can matter to lines anchored
 * between `from` and `until` (ms): confirmed or in progress, starting within a day of them.
 */
export async function readBookedStaffTime(
  db: Kysely<Database>,
  locationIds: readonly number[],
  from: number,
  until: number,
  ignoreAppointmentId?: number,
): Promise<BookingRow[]> {
  let query = db
    .selectFrom("appointments")
    .select(["id", "staff_id", "status", "starts_at", "ends_at", "started_at"])
    .where("staff_id", "in", (eb) =>
      eb
        .selectFrom("staff_locations")
        .select("staff_locations.staff_id")
        .where("staff_locations.location_id", "in", [...locationIds])
        .where("staff_locations.on_duty", "=", 1),
    )
    .where("status", "in", [AppointmentStatus.confirmed, AppointmentStatus.inProgress])
    .where("starts_at", ">", new Date(from - BOOKINGS_BEHIND_MS).toISOString())
    .where("starts_at", "<", new Date(until + BOOKINGS_AHEAD_MS).toISOString())
    .orderBy("starts_at")
    .orderBy("id");
  // A booking being moved must not keep its staff from the time it is moving into.
  if (ignoreAppointmentId !== undefined) query = query.where("id", "!=", ignoreAppointmentId);
  return query.execute();
}

/** What the bookings mean for a line whose estimates are worked out at `now` (ms). */
export function bookedStaffTimeAt(rows: readonly BookingRow[], now: number): BookedStaffTime {
  const result: BookedStaffTime = { blocked: new Map(), busyUntil: new Map() };
  for (const row of rows) {
    const start = Date.parse(row.starts_at);
    const end = Date.parse(row.ends_at);
    if (start <= now - BOOKINGS_BEHIND_MS || start >= now + BOOKINGS_AHEAD_MS) continue;
    if (row.status === AppointmentStatus.inProgress) {
      // Like a visit in progress: its length from when it really started.
      const until = (row.started_at ? Date.parse(row.started_at) : start) + (end - start);
      result.busyUntil.set(row.staff_id, Math.max(result.busyUntil.get(row.staff_id) ?? until, until));
    } else if (end > now) {
      const list = result.blocked.get(row.staff_id) ?? [];
      list.push({ start, end });
      result.blocked.set(row.staff_id, list);
    }
  }
  return result;
}
