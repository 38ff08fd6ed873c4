/** The initial schema: vendors and their configuration, clients, queue appointments, feedback. */
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely, Migration } from "kysely";
import type { DialectName } from "../dialect.js";

type Table = CreateTableBuilder<string, never>;

/** An auto-increment integer key, spelled as each dialect wants it. */
function withId(dialect: DialectName, table: Table): Table {
  return dialect === "postgres"
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const bool = (fallback: 0 | 1) => (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(fallback);
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo("");
const vendorRef = (c: ColumnDefinitionBuilder) => c.notNull().references("vendors.id").onDelete("cascade");

export function initialMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      const table = (name: string) => withId(dialect, db.schema.createTable(name) as unknown as Table);

      await table("vendors")
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", notNull)
        .addColumn("homepage", "text")
        .addColumn("private_label", "integer", bool(0))
        .addColumn("callback_requests_enabled", "integer", bool(1))
        .addColumn("callback_closed_location_info", "integer", bool(0))
        .addColumn("modern_client_view", "integer", bool(0))
        .addColumn("show_queue_appointment_feedback", "integer", bool(1))
        .addColumn("settings", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("created_at", "text", notNull)
        .addColumn("updated_at", "text", notNull)
        .execute();

      await db.schema
        .createTable("vendor_domains")
        .addColumn("domain", "text", (c) => c.primaryKey())
        .addColumn("vendor_id", "integer", vendorRef)
        .execute();

      await table("locations")
        .addColumn("vendor_id", "integer", vendorRef)
        .addColumn("key", "text", notNull)
        .addColumn("external_id", "text", text)
        .addColumn("name", "text", text)
        .addColumn("address", "text", text)
        .addColumn("city", "text", text)
        .addColumn("prov_state", "text", text)
        .addColumn("postal_zip", "text", text)
        .addColumn("country", "text", notNull)
        .addColumn("region", "text", text)
        .addColumn("lang", "text", (c) => c.notNull().defaultTo("en"))
        .addColumn("phone", "text", text)
        .addColumn("mailing_code", "text", text)
        .addColumn("latitude", "double precision", notNull)
        .addColumn("longitude", "double precision", notNull)
        .addColumn("timezone", "text", notNull)
        .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("visibility", "text", (c) => c.notNull().defaultTo("public"))
        .addColumn("google_review_url", "text")
        .addColumn("supports_curbside_pickup", "integer", bool(0))
        .addColumn("instructions", "text", text)
        .addColumn("restrict_callback_request_hours", "integer", bool(0))
        .addColumn("temporarily_closed", "integer", bool(0))
        .addColumn("hours", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("active", "integer", bool(1))
        .addColumn("created_at", "text", notNull)
        .addColumn("updated_at", "text", notNull)
        .addUniqueConstraint("locations_vendor_key", ["vendor_id", "key"])
        .execute();

      await table("services")
        .addColumn("vendor_id", "integer", vendorRef)
        .addColumn("key", "text", notNull)
        .addColumn("name", "text", notNull)
        .addColumn("instructions", "text", text)
        .addColumn("supports_curbside_pickup", "integer", bool(0))
        .addColumn("display_in_lobby", "integer", bool(1))
        .addColumn("duration_minutes", "integer", (c) => c.notNull().defaultTo(15))
        .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("active", "integer", bool(1))
        .addUniqueConstraint("services_vendor_key", ["vendor_id", "key"])
        .execute();

      await db.schema
        .createTable("translations")
        .addColumn("entity", "text", notNull)
        .addColumn("entity_id", "integer", notNull)
        .addColumn("locale", "text", notNull)
        .addColumn("field", "text", notNull)
        .addColumn("content", "text", notNull)
        .addPrimaryKeyConstraint("translations_pk", ["entity", "entity_id", "locale", "field"])
        .execute();

      await db.schema
        .createTable("location_services")
        .addColumn("location_id", "integer", (c) => c.notNull().references("locations.id").onDelete("cascade"))
        .addColumn("service_id", "integer", (c) => c.notNull().references("services.id").onDelete("cascade"))
        .addColumn("meeting_method", "integer", notNull)
        .addPrimaryKeyConstraint("location_services_pk", ["location_id", "service_id", "meeting_method"])
        .execute();

      await table("staff_users")
        .addColumn("vendor_id", "integer", vendorRef)
        .addColumn("key", "text", notNull)
        .addColumn("full_name", "text", notNull)
        .addColumn("email", "text")
        .addColumn("role_level", "integer", notNull)
        .addColumn("active", "integer", bool(1))
        .addUniqueConstraint("staff_users_vendor_key", ["vendor_id", "key"])
        .execute();

      await db.schema
        .createTable("staff_locations")
        .addColumn("staff_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
        .addColumn("location_id", "integer", (c) => c.notNull().references("locations.id").onDelete("cascade"))
        .addColumn("on_duty", "integer", bool(1))
        .addPrimaryKeyConstraint("staff_locations_pk", ["staff_id", "location_id"])
        .execute();

      await db.schema
        .createTable("staff_capabilities")
        .addColumn("staff_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
        .addColumn("service_id", "integer", (c) => c.notNull().references("services.id").onDelete("cascade"))
        .addColumn("meeting_method", "integer", notNull)
        .addPrimaryKeyConstraint("staff_capabilities_pk", ["staff_id", "service_id", "meeting_method"])
        .execute();

      await table("staff_tokens")
        .addColumn("staff_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("label", "text", text)
        .addColumn("created_at", "text", notNull)
        .addColumn("revoked_at", "text")
        .execute();

      await table("questions")
        .addColumn("vendor_id", "integer", vendorRef)
        .addColumn("key", "text", notNull)
        .addColumn("type", "text", notNull)
        .addColumn("label", "text", notNull)
        .addColumn("placeholder", "text", text)
        .addColumn("required", "integer", bool(0))
        .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("options", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("active", "integer", bool(1))
        .addUniqueConstraint("questions_vendor_key", ["vendor_id", "key"])
        .execute();

      await db.schema
        .createTable("question_services")
        .addColumn("question_id", "integer", (c) => c.notNull().references("questions.id").onDelete("cascade"))
        .addColumn("service_id", "integer", (c) => c.notNull().references("services.id").onDelete("cascade"))
        .addPrimaryKeyConstraint("question_services_pk", ["question_id", "service_id"])
        .execute();

      await table("clients")
        .addColumn("vendor_id", "integer", vendorRef)
        .addColumn("external_id", "text")
        .addColumn("first_name", "text", notNull)
        .addColumn("last_name", "text", text)
        .addColumn("email", "text", text)
        .addColumn("cell_phone", "text", text)
        .addColumn("cell_phone_formatted", "text", text)
        .addColumn("lang", "text", (c) => c.notNull().defaultTo("en"))
        .addColumn("receive_sms", "integer", bool(0))
        .addColumn("notes", "text", text)
        .addColumn("created_at", "text", notNull)
        .execute();

      await table("queue_appointments")
        .addColumn("vendor_id", "integer", vendorRef)
        .addColumn("location_id", "integer", (c) => c.notNull().references("locations.id"))
        .addColumn("service_id", "integer", (c) => c.notNull().references("services.id"))
        .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id"))
        .addColumn("status", "integer", notNull)
        .addColumn("confirm_code", "text", notNull)
        .addColumn("meeting_method", "integer", notNull)
        .addColumn("fulfillment_method", "integer", notNull)
        .addColumn("car_details", "text", text)
        .addColumn("notes", "text", text)
        .addColumn("booked_through", "text", notNull)
        .addColumn("channel_id", "integer", notNull)
        .addColumn("workflow_id", "text")
        .addColumn("walk_in", "integer", bool(0))
        .addColumn("compliance_agreed", "integer", bool(0))
        .addColumn("user_id", "integer", (c) => c.references("staff_users.id"))
        .addColumn("meeting_link", "text")
        .addColumn("dial_in_e164", "text")
        .addColumn("dial_in_international", "text")
        .addColumn("dial_in_pin", "text")
        .addColumn("expected_start", "text")
        .addColumn("started_at", "text")
        .addColumn("finished_at", "text")
        .addColumn("feedback_given_at", "text")
        .addColumn("idempotency_key", "text")
        .addColumn("utm", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("created_at", "text", notNull)
        .addColumn("updated_at", "text", notNull)
        .addUniqueConstraint("queue_appointments_idempotency", ["vendor_id", "idempotency_key"])
        .execute();
      await db.schema.createIndex("queue_appointments_line").on("queue_appointments").columns(["location_id", "status", "id"]).execute();

      await table("answers")
        .addColumn("queue_appointment_id", "integer", (c) => c.notNull().references("queue_appointments.id").onDelete("cascade"))
        .addColumn("question_id", "integer", (c) => c.notNull().references("questions.id"))
        .addColumn("value", "text", notNull)
        .execute();
      await db.schema.createIndex("answers_appointment").on("answers").column("queue_appointment_id").execute();

      await table("feedback")
        .addColumn("vendor_id", "integer", vendorRef)
        .addColumn("location_id", "integer", notNull)
        .addColumn("service_id", "integer", notNull)
        .addColumn("half_stars", "integer", notNull)
        .addColumn("experience", "text", text)
        .addColumn("created_at", "text", notNull)
        .execute();

      await table("conversion_tracking")
        .addColumn("vendor_id", "integer", vendorRef)
        .addColumn("rwg_token", "text", notNull)
        .addColumn("merchant_changed", "integer", bool(0))
        .addColumn("created_at", "text", notNull)
        .execute();

      await table("cx_snippets")
        .addColumn("vendor_id", "integer", vendorRef)
        .addColumn("key", "text", notNull)
        .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint("cx_snippets_vendor_key", ["vendor_id", "key"])
        .execute();

      await db.schema
        .createTable("server_settings")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", notNull)
        .execute();
    },
  };
}
