/**
 * The "you are next" notice: once the client at the front of a line is known, mark the
 * appointment and enqueue its messages in one transaction. The guarded mark makes this safe to
 * call after every change, from any number of instances at once: only the call that sets
 * `notified_next_at` enqueues, and the outbox dedupe key backs that up.
 */
import type { Kysely } from "kysely";
import { QueueStatus } from "#contract";
import type { Database } from "../db/schema.js";
import { enqueueYouAreNext } from "./enqueue.js";

/**
 * Marks and notifies the first waiting appointment of a line (by arrival, as the manage page
 * counts positions), unless it was notified before. Answers whether it was notified now.
 */
export async function notifyNextInLine(db: Kysely<Database>, firstWaitingId: number | undefined, now: Date): Promise<boolean> {
  if (firstWaitingId === undefined) return false;
  return db.transaction().execute(async (tx) => {
    const marked = await tx
      .updateTable("queue_appointments")
      .set({ notified_next_at: now.toISOString() })
      .where("id", "=", firstWaitingId)
      .where("status", "=", QueueStatus.waiting)
      .where("notified_next_at", "is", null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return false;
    await enqueueYouAreNext(tx, firstWaitingId, now);
    return true;
  });
}
