/**
 * Nobody serves two clients at once, whether a place in line or a booking. A start takes the
 * serving staff member's row lock first, then sets the status in one UPDATE guarded by "serves
 * nobody now" in both tables. On PostgreSQL the lock makes two starts for the same person wait
 * for each other, and the second one's guard then sees the first one committed (READ COMMITTED
 * reads afresh per statement), so it changes nothing; SQLite runs transactions one at a time.
 */
import { AppointmentStatus, QueueStatus } from "#contract";
import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { Database } from "../db/schema.js";

/** Locks the staff member's row until the transaction ends (a write that changes nothing). */
export async function lockServingStaff(tx: Kysely<Database>, staffId: number): Promise<void> {
  await tx
    .updateTable("staff_users")
    .set((eb) => ({ active: eb.ref("active") }))
    .where("id", "=", staffId)
    .execute();
}

/** The guard of a start's UPDATE: the staff member has no place in line and no booking in progress. */
export function servesNobody(tx: Kysely<Database>, staffId: number): RawBuilder<SqlBool> {
  const place = tx.selectFrom("queue_appointments").select("id").where("user_id", "=", staffId).where("status", "=", QueueStatus.inProgress);
  const booking = tx.selectFrom("appointments").select("id").where("staff_id", "=", staffId).where("status", "=", AppointmentStatus.inProgress);
  // An embedded query compiles inside its own parentheses.
  return sql<SqlBool>`not exists ${place} and not exists ${booking}`;
}

/** Whether the staff member serves someone now (a read for a clear 409 before trying). */
export async function isServing(db: Kysely<Database>, staffId: number): Promise<boolean> {
  const [place, booking] = await Promise.all([
    db.selectFrom("queue_appointments").select("id").where("user_id", "=", staffId).where("status", "=", QueueStatus.inProgress).executeTakeFirst(),
    db.selectFrom("appointments").select("id").where("staff_id", "=", staffId).where("status", "=", AppointmentStatus.inProgress).executeTakeFirst(),
  ]);
  return place !== undefined || booking !== undefined;
}
