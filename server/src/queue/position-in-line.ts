/** A waiting client's place in their location's line: 1 is next; null once not waiting. */
import type { Kysely } from "kysely";
import { QueueStatus } from "../../../widget/src/contract/index.js";
import type { Database } from "../db/schema.js";

export async function positionInLine(
  db: Kysely<Database>,
  row: { id: number; location_id: number; status: number },
): Promise<number | null> {
  if (row.status !== QueueStatus.waiting) return null;
  const ahead = await db
    .selectFrom("queue_appointments")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("location_id", "=", row.location_id)
    .where("status", "=", QueueStatus.waiting)
    .where("id", "<", row.id)
    .executeTakeFirstOrThrow();
  return Number(ahead.n) + 1;
}
