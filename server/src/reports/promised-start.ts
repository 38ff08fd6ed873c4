/** Keeps the start a client was shown at joining (`promised_start_at`): the reports measure the estimate's accuracy against it. */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

export async function recordPromisedStart(db: Kysely<Database>, visitId: number, expectedStart: string | null | undefined): Promise<void> {
  if (!expectedStart) return;
  await db.updateTable("queue_appointments").set({ promised_start_at: expectedStart }).where("id", "=", visitId).execute();
}
