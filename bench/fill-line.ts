/** Fills a location's line with waiting clients straight into the database, 500 rows a statement. */
import type { Kysely } from "kysely";
import type { Database } from "../server/src/db/schema.js";
import { benchClient, benchVisit } from "./bench-rows.js";

/** `at`: when they joined (default now; a test on a fixed clock passes its own). */
export async function fillLine(db: Kysely<Database>, vendorId: number, locationId: number, serviceId: number, waiting: number, at = new Date()): Promise<void> {
  const stamp = at.toISOString();
  for (let i = 0; i < waiting; i += 500) {
    const count = Math.min(500, waiting - i);
    const clients = await db
      .insertInto("clients")
      .values(Array.from({ length: count }, (_, j) => benchClient(vendorId, `Client${i + j}`, stamp)))
      .returning("id")
      .execute();
    await db
      .insertInto("queue_appointments")
      .values(clients.map((c) => ({ ...benchVisit(vendorId, locationId, serviceId, c.id, stamp), walk_in: 0, compliance_agreed: 0, channel_id: 13 })))
      .execute();
  }
}

/** The waiting appointments of a location, first in line first. */
export async function waitingIds(db: Kysely<Database>, locationId: number): Promise<number[]> {
  const rows = await db.selectFrom("queue_appointments").select("id").where("location_id", "=", locationId).where("status", "=", 1).orderBy("id").execute();
  return rows.map((r) => r.id);
}
