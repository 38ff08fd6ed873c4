/**
 * Who can be booked for what, where: one row per staff member, location, service and meeting
 * method, where the location offers the service by that method and the staff member serves it
 * there. Kiosk accounts and inactive people, services and locations never appear; invite-only
 * staff and services and private locations only with a valid invitation.
 */
import type { Kysely } from "kysely";
import { RoleLevel } from "#contract";
import type { Database } from "../db/schema.js";
import type { Vendor } from "../vendors/vendor.js";

export interface BookableRow {
  staff_id: number;
  location_id: number;
  service_id: number;
  meeting_method: number;
  full_name: string;
  photo_url: string | null;
  languages: string;
  working_hours: string | null;
  /** JSON list of dated leave in local times (see locations/time-off.ts). */
  time_off: string;
}

export interface BookableFilter {
  invited: boolean;
  locationId?: number;
  serviceId?: number;
  meetingMethod?: number;
}

export async function bookableRows(db: Kysely<Database>, vendor: Vendor, filter: BookableFilter): Promise<BookableRow[]> {
  let query = db
    .selectFrom("staff_locations")
    .innerJoin("staff_users", "staff_users.id", "staff_locations.staff_id")
    .innerJoin("staff_capabilities", "staff_capabilities.staff_id", "staff_users.id")
    .innerJoin("location_services", (join) =>
      join
        .onRef("location_services.location_id", "=", "staff_locations.location_id")
        .onRef("location_services.service_id", "=", "staff_capabilities.service_id")
        .onRef("location_services.meeting_method", "=", "staff_capabilities.meeting_method"),
    )
    .innerJoin("services", "services.id", "location_services.service_id")
    .innerJoin("locations", "locations.id", "location_services.location_id")
    .select([
      "staff_users.id as staff_id",
      "locations.id as location_id",
      "services.id as service_id",
      "location_services.meeting_method",
      "staff_users.full_name",
      "staff_users.photo_url",
      "staff_users.languages",
      "staff_users.working_hours",
      "staff_users.time_off",
    ])
    .where("locations.vendor_id", "=", vendor.id)
    .where("locations.active", "=", 1)
    .where("services.active", "=", 1)
    .where("staff_users.active", "=", 1)
    // A kiosk account checks people in; it is never booked.
    .where("staff_users.role_level", "!=", RoleLevel.kiosk)
    // Only the meeting methods the vendor offers at all.
    .where("location_services.meeting_method", "in", [...vendor.settings.meeting_methods]);
  if (!filter.invited) {
    query = query.where("locations.visibility", "=", "public").where("services.invite_only", "=", 0).where("staff_users.invite_only", "=", 0);
  }
  if (filter.locationId !== undefined) query = query.where("locations.id", "=", filter.locationId);
  if (filter.serviceId !== undefined) query = query.where("services.id", "=", filter.serviceId);
  if (filter.meetingMethod !== undefined) query = query.where("location_services.meeting_method", "=", filter.meetingMethod);
  return query.orderBy("staff_users.id").execute();
}
