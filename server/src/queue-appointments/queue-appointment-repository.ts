/** Reads a vendor's queue appointment, only for a caller presenting its confirm code. */
import type { Kysely } from "kysely";
import type { Database, QueueAppointmentRow } from "../db/schema.js";
import { confirmCodeMatches } from "./confirm-code.js";

/** Unknown id, another vendor's id and a wrong code all answer undefined, so they look alike. */
export async function findWithCode(db: Kysely<Database>, vendorId: number, id: number, code: string): Promise<QueueAppointmentRow | undefined> {
  const row = await db.selectFrom("queue_appointments").selectAll().where("id", "=", id).where("vendor_id", "=", vendorId).executeTakeFirst();
  return row && confirmCodeMatches(row.confirm_code, code) ? row : undefined;
}
