/**
 * Who serves a client a start assigns: the staff member behind the token, or with ADMIN_TOKEN
 * the `acting_staff_id` the body names (an active staff member of the appointment's vendor).
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { ApiError, validationFailed } from "../http/api-error.js";
import type { StaffPrincipal } from "./staff-principal.js";
import { findVendorStaff } from "./staff-scope.js";

export interface ActingStaff {
  id: number;
  roleLevel: number;
}

/**
 * The acting staff member for a vendor, or undefined when the admin named nobody (`required`
 * false). `field` is where a bad id is reported.
 */
export async function resolveActingStaff(
  db: Kysely<Database>,
  principal: StaffPrincipal,
  vendorId: number,
  actingStaffId: number | undefined,
  options: { required: boolean; field: string },
): Promise<ActingStaff | undefined> {
  if (principal.kind === "staff") {
    if (actingStaffId !== undefined && actingStaffId !== principal.id) {
      throw new ApiError(403, "forbidden", "Only the admin token may act for another staff member");
    }
    return { id: principal.id, roleLevel: principal.roleLevel };
  }
  if (actingStaffId === undefined) {
    if (!options.required) return undefined;
    throw validationFailed([{ field: options.field, code: "required", message: "With the admin token, name the staff member who serves the client" }]);
  }
  const member = await findVendorStaff(db, vendorId, actingStaffId);
  if (!member) {
    throw validationFailed([{ field: options.field, code: "invalid_value", message: "is not an active staff member of this vendor" }]);
  }
  return { id: member.id, roleLevel: member.role_level };
}
