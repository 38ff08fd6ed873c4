/**
 * Booked appointments become visits staff serve: when the client checked in, when the visit
 * started and ended; dated time off of staff and locations (JSON lists of local times, like
 * their weekly hours); and an audit trail of every staff action on a place in line or a booking.
 */
import type { Kysely, Migration } from "kysely";
import type { DialectName } from "../dialect.js";

export function bookingVisitsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable("appointments").addColumn("checked_in_at", "text").execute();
      await db.schema.alterTable("appointments").addColumn("started_at", "text").execute();
      await db.schema.alterTable("appointments").addColumn("finished_at", "text").execute();
      // Reminders, the no-show sweep and the day views read bookings by status and start.
      await db.schema.createIndex("appointments_status_start").on("appointments").columns(["status", "starts_at"]).execute();
      await db.schema.createIndex("appointments_staff_start").on("appointments").columns(["staff_id", "starts_at"]).execute();

      await db.schema
        .alterTable("staff_users")
        .addColumn("time_off", "text", (c) => c.notNull().defaultTo("[]"))
        .execute();
      await db.schema
        .alterTable("locations")
        .addColumn("time_off", "text", (c) => c.notNull().defaultTo("[]"))
        .execute();

      const audit = db.schema.createTable("staff_audit");
      await (dialect === "postgres"
        ? audit.addColumn("id", "serial", (c) => c.primaryKey())
        : audit.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      )
        .addColumn("vendor_id", "integer", (c) => c.notNull().references("vendors.id").onDelete("cascade"))
        /** `staff` with `staff_id`, `admin` (ADMIN_TOKEN), or on a booking `client`, `kiosk`, `system` (the no-show sweep). */
        .addColumn("actor_kind", "text", (c) => c.notNull())
        .addColumn("staff_id", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
        /** `start`, `complete`, `no_show`, `cancel`, `check_in`, `serve`, `move`, `meeting_link`, `call_next`. */
        .addColumn("action", "text", (c) => c.notNull())
        /** `queue-appointment` or `appointment`. */
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("subject_id", "integer", (c) => c.notNull())
        .addColumn("location_id", "integer", (c) => c.notNull())
        .addColumn("from_status", "integer")
        .addColumn("to_status", "integer")
        /** JSON with what else changed (a new time, another staff member). */
        .addColumn("detail", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("staff_audit_subject").on("staff_audit").columns(["subject", "subject_id"]).execute();
      await db.schema.createIndex("staff_audit_vendor_time").on("staff_audit").columns(["vendor_id", "created_at"]).execute();
    },
  };
}
