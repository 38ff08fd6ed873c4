/**
 * Indexes for the lookups every join and recompute makes by location: who is on duty where.
 * Without them each join scanned every staff assignment of every vendor.
 */
import type { Kysely, Migration } from "kysely";

export const lookupIndexesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex("staff_locations_location").on("staff_locations").columns(["location_id", "on_duty"]).execute();
    await db.schema.createIndex("question_services_service").on("question_services").column("service_id").execute();
    await db.schema.createIndex("queue_appointments_client").on("queue_appointments").column("client_id").execute();
  },
};
