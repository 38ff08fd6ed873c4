/**
 * Appointment booking: the appointments themselves, one row per staff member and 15-minute
 * granule an appointment holds (a primary key, so two bookings of the same staff member at the
 * same time cannot both commit, on either dialect), the outbox link for their notices, and the
 * vendor document's new staff and service fields.
 */
import type { Kysely, Migration } from "kysely";
import type { DialectName } from "../dialect.js";

export function appointmentsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("services")
        .addColumn("invite_only", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      /** JSON weekly hours, or null for the location's hours. */
      await db.schema.alterTable("staff_users").addColumn("working_hours", "text").execute();
      await db.schema.alterTable("staff_users").addColumn("photo_url", "text").execute();
      await db.schema
        .alterTable("staff_users")
        .addColumn("languages", "text", (c) => c.notNull().defaultTo("[]"))
        .execute();
      await db.schema
        .alterTable("staff_users")
        .addColumn("invite_only", "integer", (c) => c.notNull().defaultTo(0))
        .execute();

      const table = db.schema.createTable("appointments");
      await (dialect === "postgres"
        ? table.addColumn("id", "serial", (c) => c.primaryKey())
        : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      )
        .addColumn("vendor_id", "integer", (c) => c.notNull().references("vendors.id").onDelete("cascade"))
        .addColumn("location_id", "integer", (c) => c.notNull().references("locations.id"))
        .addColumn("service_id", "integer", (c) => c.notNull().references("services.id"))
        .addColumn("staff_id", "integer", (c) => c.notNull().references("staff_users.id"))
        .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id"))
        .addColumn("status", "integer", (c) => c.notNull())
        .addColumn("confirm_code", "text", (c) => c.notNull())
        .addColumn("meeting_method", "integer", (c) => c.notNull())
        .addColumn("fulfillment_method", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("car_details", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
        /** JSON list of `{first_name, last_name}` coming along. */
        .addColumn("attendees", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("booked_through", "text", (c) => c.notNull())
        /** The client picked this staff member (a reschedule keeps them); 0: whoever was free. */
        .addColumn("staff_chosen", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("starts_at", "text", (c) => c.notNull())
        .addColumn("ends_at", "text", (c) => c.notNull())
        /** The location's zone when booked: what the client was shown and the calendar file says. */
        .addColumn("timezone", "text", (c) => c.notNull())
        .addColumn("meeting_link", "text")
        .addColumn("dial_in_e164", "text")
        .addColumn("dial_in_international", "text")
        .addColumn("dial_in_pin", "text")
        /** The queue spot this booking replaced; a spot converts once. */
        .addColumn("walkin_id", "integer", (c) => c.references("queue_appointments.id").unique())
        .addColumn("idempotency_key", "text")
        .addColumn("utm", "text", (c) => c.notNull().defaultTo("{}"))
        /** Counts moves, so each reschedule notice has its own dedupe key. */
        .addColumn("reschedules", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("cancelled_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addUniqueConstraint("appointments_idempotency", ["vendor_id", "idempotency_key"])
        .execute();
      await db.schema.createIndex("appointments_location_start").on("appointments").columns(["location_id", "starts_at"]).execute();

      await db.schema
        .createTable("appointment_slots")
        .addColumn("staff_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
        /** UTC start of one 15-minute granule the appointment holds. */
        .addColumn("slot_start", "text", (c) => c.notNull())
        .addColumn("appointment_id", "integer", (c) => c.notNull().references("appointments.id").onDelete("cascade"))
        .addPrimaryKeyConstraint("appointment_slots_pk", ["staff_id", "slot_start"])
        .execute();
      await db.schema.createIndex("appointment_slots_appointment").on("appointment_slots").column("appointment_id").execute();

      await db.schema
        .alterTable("outbox")
        .addColumn("appointment_id", "integer", (c) => c.references("appointments.id").onDelete("cascade"))
        .execute();
    },
  };
}
