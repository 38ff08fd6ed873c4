/**
 * Tenancy for the staff API: a staff token sees only its vendor. Another vendor's location,
 * appointment or staff member answers exactly what an unknown id answers.
 */
import type { Kysely, Selectable } from "kysely";
import type { AppointmentRow, Database, LocationRow, QueueAppointmentRow, StaffUserRow } from "../db/schema.js";
import { notFound } from "../http/api-error.js";
import { principalVendorId, type StaffPrincipal } from "./staff-principal.js";

/** PostgreSQL ids are `integer`s; a larger number would fail the query instead of matching nothing. */
const MAX_ID = 2_147_483_647;

/** The tables whose rows belong to a vendor and are read by id. */
type Owned = "locations" | "queue_appointments" | "appointments";

/** A row of the principal's vendor (any vendor's for the admin), or undefined. */
async function findOwned<T extends Owned>(db: Kysely<Database>, principal: StaffPrincipal, table: T, id: number): Promise<Selectable<Database[T]> | undefined> {
  if (id > MAX_ID) return undefined;
  const vendorId = principalVendorId(principal);
  let query = db
    .selectFrom(table as Owned)
    .selectAll()
    .where("id", "=", id);
  if (vendorId !== undefined) query = query.where("vendor_id", "=", vendorId);
  return (await query.executeTakeFirst()) as Selectable<Database[T]> | undefined;
}

export async function findVisibleLocation(db: Kysely<Database>, principal: StaffPrincipal, id: number): Promise<LocationRow> {
  const row = await findOwned(db, principal, "locations", id);
  if (!row) throw notFound("location_not_found", "No such location");
  return row;
}

/** A place in line. */
export async function findVisibleQueueAppointment(db: Kysely<Database>, principal: StaffPrincipal, id: number): Promise<QueueAppointmentRow> {
  const row = await findOwned(db, principal, "queue_appointments", id);
  if (!row) throw notFound("appointment_not_found", "No such appointment");
  return row;
}

/** A booked appointment. */
export async function findVisibleAppointment(db: Kysely<Database>, principal: StaffPrincipal, id: number): Promise<AppointmentRow> {
  const row = await findOwned(db, principal, "appointments", id);
  if (!row) throw notFound("appointment_not_found", "No such appointment");
  return row;
}

/** An active staff member of a vendor, or undefined. */
export async function findVendorStaff(db: Kysely<Database>, vendorId: number, staffId: number): Promise<StaffUserRow | undefined> {
  if (staffId > MAX_ID) return undefined;
  return db.selectFrom("staff_users").selectAll().where("id", "=", staffId).where("vendor_id", "=", vendorId).where("active", "=", 1).executeTakeFirst();
}
