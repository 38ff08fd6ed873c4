/**
 * The vendor an appointment belongs to, for a caller presenting its id and confirm code. The
 * manage pages ask it so that a link whose vendor was lost (an old notification, a hand-typed
 * URL, a changed DEFAULT_VENDOR) still opens the right vendor's page. A wrong code answers
 * undefined exactly as an unknown id does.
 */
import type { Kysely } from "kysely";
import { MAX_ID } from "#contract";
import type { Database } from "../db/schema.js";
import { confirmCodeMatches } from "../queue-appointments/confirm-code.js";
import { vendorFromRow, type Vendor } from "../vendors/vendor.js";

/** A place in line (`/callback-service/manage`) or a booked appointment (`/book/manage`). */
export type AppointmentKind = "queue" | "booked";

export async function findAppointmentOwner(
  db: Kysely<Database>,
  kind: AppointmentKind,
  idText: string | undefined,
  code: string | undefined,
): Promise<Vendor | undefined> {
  if (!idText || !/^\d{1,10}$/.test(idText) || Number(idText) > MAX_ID || !code || code.length > 64) return undefined;
  const table = kind === "queue" ? "queue_appointments" : "appointments";
  const row = await db
    .selectFrom(table)
    .innerJoin("vendors", "vendors.id", `${table}.vendor_id`)
    .selectAll("vendors")
    .select(`${table}.confirm_code as confirm_code`)
    .where(`${table}.id`, "=", Number(idText))
    .executeTakeFirst();
  if (!row || !confirmCodeMatches(row.confirm_code, code)) return undefined;
  return vendorFromRow(row);
}
