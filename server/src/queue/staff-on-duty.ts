/**
 * Who can serve at a location: the staff on duty there now (presence: always read), and what
 * each assigned person serves there (configuration: through the cache when one is given). The
 * line's load and a join's check both ask, so both read it here.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { ConfigCache } from "../vendors/config-cache.js";

/** Active staff on duty at the locations, kiosk accounts left out, by id. */
export function staffOnDutyRows(db: Kysely<Database>, locationIds: readonly number[]) {
  return (
    db
      .selectFrom("staff_locations")
      .innerJoin("staff_users", "staff_users.id", "staff_locations.staff_id")
      .select(["staff_users.id", "staff_locations.location_id", "staff_users.time_off"])
      .where("staff_locations.location_id", "in", [...locationIds])
      .where("staff_locations.on_duty", "=", 1)
      // A kiosk account checks clients in; it never serves one, even if put on duty.
      .where("staff_users.role_level", "!=", 7)
      .where("staff_users.active", "=", 1)
      .orderBy("staff_users.id")
      .execute()
  );
}

/** What each person assigned to the locations serves there: services the location offers by that method. */
export function cachedCapabilities(cache: ConfigCache | undefined, db: Kysely<Database>, locationIds: readonly number[]) {
  const load = () =>
    db
      .selectFrom("staff_capabilities")
      .innerJoin("staff_locations", "staff_locations.staff_id", "staff_capabilities.staff_id")
      .innerJoin("location_services", (join) =>
        join
          .onRef("location_services.service_id", "=", "staff_capabilities.service_id")
          .onRef("location_services.meeting_method", "=", "staff_capabilities.meeting_method")
          .onRef("location_services.location_id", "=", "staff_locations.location_id"),
      )
      .select(["staff_locations.location_id", "staff_capabilities.staff_id", "staff_capabilities.service_id", "staff_capabilities.meeting_method"])
      .where("staff_locations.location_id", "in", [...locationIds])
      .execute();
  return cache ? cache.read(`capabilities:${locationIds.join(",")}`, load) : load();
}
