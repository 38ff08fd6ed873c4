/**
 * Part 2 of the back office: reports, privacy and the audit log.
 * - Reports read daily aggregates (`report_days`, `report_hours`, `report_minutes`), filled by a
 *   roll-up of visits, bookings and feedback once they are over (`reported_at` marks what has
 *   been counted), so a month of a hundred branches is a few hundred thousand small rows rather
 *   than millions of visits. `promised_start_at` keeps the start a client was shown at joining,
 *   for the estimate's accuracy.
 * - `erased_at` marks visits and bookings whose personal data the retention job has erased.
 * - `office_audit` records who changed what in the back office; nothing in the product edits it.
 * Sums of seconds are `bigint`: a year of a large vendor's waits passes 2^31 seconds.
 */
import type { CreateTableBuilder, Kysely, Migration } from "kysely";
import type { DialectName } from "../dialect.js";

/** The columns every aggregate is keyed by: whose, which day on the location's clock, where, what, who served. */
function keyColumns(table: CreateTableBuilder<any, any>): CreateTableBuilder<any, any> {
  return (
    table
      .addColumn("vendor_id", "integer", (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("location_id", "integer", (c) => c.notNull())
      .addColumn("service_id", "integer", (c) => c.notNull())
      // 0 when nobody served (no-shows, cancellations, the client left).
      .addColumn("staff_id", "integer", (c) => c.notNull())
  );
}

export function reportsPrivacyAuditMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const table of ["queue_appointments", "appointments"]) {
        await db.schema.alterTable(table).addColumn("reported_at", "text").execute();
        await db.schema.alterTable(table).addColumn("erased_at", "text").execute();
        await db.schema.createIndex(`${table}_reported`).on(table).columns(["vendor_id", "reported_at"]).execute();
      }
      await db.schema.alterTable("queue_appointments").addColumn("promised_start_at", "text").execute();
      await db.schema.alterTable("feedback").addColumn("reported_at", "text").execute();
      await db.schema.createIndex("feedback_reported").on("feedback").columns(["vendor_id", "reported_at"]).execute();

      let days = keyColumns(db.schema.createTable("report_days"));
      for (const count of [
        "joined",
        "served",
        "no_shows",
        "cancelled",
        "left_early",
        "wait_count",
        "service_count",
        "estimate_count",
        "within_5_minutes",
        "within_20_percent",
        "promised_too_little",
        "booked",
        "booked_kept",
        "booked_moved",
        "booked_missed",
        "booked_cancelled",
        "feedback_count",
        "feedback_half_stars",
        "feedback_high",
      ]) {
        days = days.addColumn(count, "integer", (c) => c.notNull().defaultTo(0));
      }
      for (const seconds of ["wait_seconds", "service_seconds", "estimate_error_seconds"]) {
        days = days.addColumn(seconds, "bigint", (c) => c.notNull().defaultTo(0));
      }
      await days.addPrimaryKeyConstraint("report_days_key", ["vendor_id", "day", "location_id", "service_id", "staff_id"]).execute();

      await keyColumns(db.schema.createTable("report_hours"))
        // 0–23 on the location's clock.
        .addColumn("hour", "integer", (c) => c.notNull())
        .addColumn("arrivals", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("wait_count", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("wait_seconds", "bigint", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("report_hours_key", ["vendor_id", "day", "location_id", "service_id", "staff_id", "hour"])
        .execute();

      // Histograms in whole minutes, for medians and percentiles: `wait`, `service`, `error`.
      await keyColumns(db.schema.createTable("report_minutes"))
        .addColumn("measure", "text", (c) => c.notNull())
        .addColumn("minutes", "integer", (c) => c.notNull())
        .addColumn("count", "integer", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("report_minutes_key", ["vendor_id", "day", "location_id", "service_id", "staff_id", "measure", "minutes"])
        .execute();

      const audit = db.schema.createTable("office_audit");
      await (dialect === "postgres"
        ? audit.addColumn("id", "serial", (c) => c.primaryKey())
        : audit.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      )
        .addColumn("vendor_id", "integer", (c) => c.notNull().references("vendors.id").onDelete("cascade"))
        .addColumn("created_at", "text", (c) => c.notNull())
        // `staff` (a signed-in person, `staff_id`), `operator` (ADMIN_TOKEN), `token` (a staff API token), `system` (a job).
        .addColumn("actor_kind", "text", (c) => c.notNull())
        .addColumn("staff_id", "integer")
        // The person's name when it happened: the record must not change when the person does.
        .addColumn("actor_name", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("action", "text", (c) => c.notNull())
        // What it was done to, in words a reader recognises: `document`, a staff key, an email for a failed sign-in…
        .addColumn("target", "text", (c) => c.notNull().defaultTo(""))
        // JSON object: changed paths with before and after (secrets masked), counts…
        .addColumn("detail", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("address", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db.schema.createIndex("office_audit_vendor_time").on("office_audit").columns(["vendor_id", "created_at"]).execute();
    },
  };
}
