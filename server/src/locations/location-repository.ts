/**
 * Reads a vendor's locations; every read is scoped by vendor so tenants stay apart. A stored row
 * the server cannot show (servable-location.ts) is left out and reported, never answered with a 500.
 */
import type { Kysely } from "kysely";
import type { Database, LocationRow } from "../db/schema.js";
import { servableLocations, type UnservableReport } from "./servable-location.js";

/** The spec's locations query: public ones, by sort order then name, at most 1000. */
export const MAX_LOCATIONS = 1000;

export async function listPublicLocations(db: Kysely<Database>, vendorId: number, report?: UnservableReport): Promise<LocationRow[]> {
  const rows = await db
    .selectFrom("locations")
    .selectAll()
    .where("vendor_id", "=", vendorId)
    .where("active", "=", 1)
    .where("visibility", "=", "public")
    .orderBy("sort_order")
    .orderBy("name")
    .orderBy("id")
    .limit(MAX_LOCATIONS)
    .execute();
  return servableLocations(rows, report);
}

/** One active location of the vendor, private ones included (their form explains why it is closed). */
export async function findLocation(db: Kysely<Database>, vendorId: number, id: number, report?: UnservableReport): Promise<LocationRow | undefined> {
  const row = await db.selectFrom("locations").selectAll().where("vendor_id", "=", vendorId).where("id", "=", id).where("active", "=", 1).executeTakeFirst();
  return row ? servableLocations([row], report)[0] : undefined;
}

/** Meeting methods each location offers at least one service by. */
export async function offeredMeetingMethods(db: Kysely<Database>, locationIds: readonly number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (!locationIds.length) return result;
  const rows = await db
    .selectFrom("location_services")
    .innerJoin("services", "services.id", "location_services.service_id")
    .select(["location_services.location_id", "location_services.meeting_method"])
    .distinct()
    .where("location_services.location_id", "in", [...locationIds])
    .where("services.active", "=", 1)
    .orderBy("location_services.meeting_method")
    .execute();
  for (const row of rows) {
    const list = result.get(row.location_id) ?? [];
    list.push(row.meeting_method);
    result.set(row.location_id, list);
  }
  return result;
}
