/**
 * `GET /api/v2/staff/me`: who the token belongs to, what they may do and the locations they
 * may work at (every location of the vendor for managers), so the desk can offer them.
 */
import type { Kysely } from "kysely";
import { RoleLevel, type StaffMeResponse } from "#contract";
import type { Database } from "../db/schema.js";
import { canActAt, managesPresence, tierOf, type Actor } from "./staff-permissions.js";
import { locationName } from "./location-name.js";

export async function describeStaff(db: Kysely<Database>, actor: Actor): Promise<StaffMeResponse> {
  const { principal } = actor;
  if (principal.kind === "admin") {
    return {
      data: {
        type: "admins",
        id: null,
        attributes: {
          full_name: "Administrator",
          role_level: principal.roleLevel,
          role: "admin",
          vendor: null,
          can_cancel: true,
          can_manage_presence: true,
        },
      },
      // The admin token spans every vendor; it names locations by id in each call.
      meta: { locations: [] },
    };
  }
  const [locations, presence] = await Promise.all([
    db
      .selectFrom("locations")
      .select(["id", "name", "address"])
      .where("vendor_id", "=", principal.vendorId)
      .where("active", "=", 1)
      .orderBy("sort_order")
      .orderBy("name")
      .orderBy("id")
      .execute(),
    db.selectFrom("staff_locations").select(["location_id", "on_duty"]).where("staff_id", "=", principal.id).execute(),
  ]);
  const onDuty = new Map(presence.map((p) => [p.location_id, p.on_duty === 1]));
  return {
    data: {
      type: "staff-users",
      id: principal.id,
      attributes: {
        full_name: principal.fullName,
        role_level: principal.roleLevel,
        role: tierOf(principal.roleLevel),
        vendor: { slug: principal.vendorSlug, name: principal.vendorName },
        can_cancel: principal.roleLevel >= RoleLevel.staffPlus,
        can_manage_presence: managesPresence(actor),
      },
    },
    meta: {
      locations: locations
        .filter((l) => canActAt(actor, l.id))
        .map((l) => ({ id: l.id, name: locationName(l), assigned: onDuty.has(l.id), on_duty: onDuty.get(l.id) ?? false })),
    },
  };
}
