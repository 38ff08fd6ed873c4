/**
 * The queue engine's tables: the notification outbox, learned service durations, oversized
 * live events (PostgreSQL NOTIFY payloads are capped at 8000 bytes), and the appointment's
 * "you are next" mark so that notice goes out once.
 */
import type { Kysely, Migration } from "kysely";
import type { DialectName } from "../dialect.js";

export function queueEngineMigration(dialect: DialectName): Migration {
  const id = (t: ReturnType<Kysely<any>["schema"]["createTable"]>) =>
    dialect === "postgres" ? t.addColumn("id", "serial", (c) => c.primaryKey()) : t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<any>) {
      await id(db.schema.createTable("outbox"))
        .addColumn("vendor_id", "integer", (c) => c.notNull().references("vendors.id").onDelete("cascade"))
        .addColumn("queue_appointment_id", "integer", (c) => c.references("queue_appointments.id").onDelete("cascade"))
        /** email | sms */
        .addColumn("channel", "text", (c) => c.notNull())
        .addColumn("recipient", "text", (c) => c.notNull())
        /** request_added | you_are_next | callback | … */
        .addColumn("template", "text", (c) => c.notNull())
        .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
        .addColumn("payload", "text", (c) => c.notNull().defaultTo("{}"))
        /** pending | sending | sent | failed */
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        /** While `sending`, another worker may take the row only after this instant. */
        .addColumn("lease_until", "text")
        .addColumn("last_error", "text")
        /** One message per appointment, template and channel, however often a change repeats. */
        .addColumn("dedupe_key", "text", (c) => c.notNull().unique())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("sent_at", "text")
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();

      await db.schema
        .createTable("service_duration_stats")
        .addColumn("location_id", "integer", (c) => c.notNull().references("locations.id").onDelete("cascade"))
        .addColumn("service_id", "integer", (c) => c.notNull().references("services.id").onDelete("cascade"))
        /** Exponential moving average of completed visits, in minutes. */
        .addColumn("average_minutes", "double precision", (c) => c.notNull())
        .addColumn("samples", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("service_duration_stats_pk", ["location_id", "service_id"])
        .execute();

      await id(db.schema.createTable("live_events"))
        .addColumn("channel", "text", (c) => c.notNull())
        .addColumn("event", "text", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();

      await db.schema.alterTable("queue_appointments").addColumn("notified_next_at", "text").execute();
    },
  };
}
