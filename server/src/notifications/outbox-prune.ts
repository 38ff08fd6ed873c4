/**
 * Forgets messages whose delivery is over (`sent`, or `failed` for good) once they are older
 * than the retention period. A row holds the client's address or number and first name, kept
 * only as long as someone may need to ask what was sent; rows still `pending` or `sending` are
 * never touched. The dedupe keys of pruned rows cannot come back: every key names an event of
 * one appointment (joined, next, booked, moved for the n-th time, cancelled), long past.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/** Deletes delivered and failed rows created before `before`; answers how many went. */
export async function pruneOutbox(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom("outbox").where("status", "in", ["sent", "failed"]).where("created_at", "<", before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
