/**
 * Puts a staff member on or off duty at a location they are assigned to: oneself, or anyone of
 * the vendor for managers and the admin. The wait-time engine counts only staff on duty.
 */
import type { Kysely } from "kysely";
import type * as v from "valibot";
import type { StaffPresenceSchema } from "#contract";
import type { Database, LocationRow } from "../db/schema.js";
import { notFound, validationFailed } from "../http/api-error.js";
import { assertAllowed, canSetPresence, type Actor } from "./staff-permissions.js";
import { findVendorStaff } from "./staff-scope.js";

export type StaffPresenceInput = v.InferOutput<typeof StaffPresenceSchema>;

export interface StaffPresence {
  staffId: number;
  locationId: number;
  onDuty: boolean;
}

export async function setStaffPresence(db: Kysely<Database>, actor: Actor, location: LocationRow, input: StaffPresenceInput): Promise<StaffPresence> {
  const { principal } = actor;
  const staffId = input.staff_id ?? (principal.kind === "staff" ? principal.id : undefined);
  if (staffId === undefined) {
    throw validationFailed([{ field: "staff_id", code: "required", message: "With the admin token, name the staff member" }]);
  }
  // Asked before the lookup, so that a refused caller learns nothing about other ids.
  assertAllowed(canSetPresence(actor, staffId));
  const member = await findVendorStaff(db, location.vendor_id, staffId);
  if (!member) throw notFound("staff_not_found", "No such staff member");
  const result = await db
    .updateTable("staff_locations")
    .set({ on_duty: input.on_duty ? 1 : 0 })
    .where("staff_id", "=", member.id)
    .where("location_id", "=", location.id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    throw validationFailed([{ field: "location_id", code: "invalid_value", message: `${member.full_name} is not assigned to this location` }]);
  }
  return { staffId: member.id, locationId: location.id, onDuty: input.on_duty };
}
