/**
 * Tenancy for the staff API: a staff token sees only its vendor. Another vendor's location,
 * appointment or staff member answers exactly what an unknown id answers.
 */
import type { Kysely } from "kysely";
import type { Database, LocationRow, QueueAppointmentRow, StaffUserRow } from "../db/schema.js";
import { notFound } from "../http/api-error.js";
import { principalVendorId, type StaffPrincipal } from "./staff-principal.js";

/** PostgreSQL ids are `integer`s; a larger number would fail the query instead of matching nothing. */
const MAX_ID = 2_147_483_647;

export async function findVisibleLocation(db: Kysely<Database>, principal: StaffPrincipal, id: number): Promise<LocationRow> {
  const vendorId = principalVendorId(principal);
  let query = db.selectFrom("locations").selectAll().where("id", "=", id);
  if (vendorId !== undefined) query = query.where("vendor_id", "=", vendorId);
  const row = id <= MAX_ID ? await query.executeTakeFirst() : undefined;
  if (!row) throw notFound("location_not_found", "No such location");
  return row;
}

export async function findVisibleAppointment(
  db: Kysely<Database>,
  principal: StaffPrincipal,
  id: number,
): Promise<QueueAppointmentRow> {
  const vendorId = principalVendorId(principal);
  let query = db.selectFrom("queue_appointments").selectAll().where("id", "=", id);
  if (vendorId !== undefined) query = query.where("vendor_id", "=", vendorId);
  const row = id <= MAX_ID ? await query.executeTakeFirst() : undefined;
  if (!row) throw notFound("appointment_not_found", "No such appointment");
  return row;
}

/** An active staff member of a vendor, or undefined. */
export async function findVendorStaff(db: Kysely<Database>, vendorId: number, staffId: number): Promise<StaffUserRow | undefined> {
  if (staffId > MAX_ID) return undefined;
  return db
    .selectFrom("staff_users")
    .selectAll()
    .where("id", "=", staffId)
    .where("vendor_id", "=", vendorId)
    .where("active", "=", 1)
    .executeTakeFirst();
}
