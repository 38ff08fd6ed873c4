/**
 * Webhooks (server/src/webhooks/): a vendor's endpoints, their signing secrets, the events the
 * vendor's changes recorded and one delivery row per event and endpoint. Events and deliveries
 * are written in the transaction of the change itself (a transactional outbox), so an
 * acknowledged change always has its deliveries and a rolled-back one has none. Each attempt is
 * kept (`webhook_attempts`) for the endpoint's delivery log.
 */
import type { Kysely, Migration } from "kysely";
import type { DialectName } from "../dialect.js";

export function webhooksMigration(dialect: DialectName): Migration {
  const id = (t: ReturnType<Kysely<any>["schema"]["createTable"]>) =>
    dialect === "postgres" ? t.addColumn("id", "serial", (c) => c.primaryKey()) : t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<any>) {
      await id(db.schema.createTable("webhook_endpoints"))
        .addColumn("vendor_id", "integer", (c) => c.notNull().references("vendors.id").onDelete("cascade"))
        .addColumn("url", "text", (c) => c.notNull())
        /** A JSON array of event types. */
        .addColumn("events", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
        /** Why the server turned it off: `gone` (the receiver answered 410) or `failing` (a delivery ran out of retries). */
        .addColumn("disabled_reason", "text")
        .addColumn("disabled_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("webhook_endpoints_vendor").on("webhook_endpoints").columns(["vendor_id", "id"]).execute();

      await id(db.schema.createTable("webhook_secrets"))
        .addColumn("endpoint_id", "integer", (c) => c.notNull().references("webhook_endpoints.id").onDelete("cascade"))
        /** `whsec_…`: kept readable, since signing needs it; shown to the vendor once. */
        .addColumn("secret", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        /** A rotated-out secret still signs until then; null while it is the current one. */
        .addColumn("expires_at", "text")
        .execute();
      await db.schema.createIndex("webhook_secrets_endpoint").on("webhook_secrets").column("endpoint_id").execute();

      await id(db.schema.createTable("webhook_events"))
        .addColumn("vendor_id", "integer", (c) => c.notNull().references("vendors.id").onDelete("cascade"))
        /** The `webhook-id` header: the same for every attempt and every endpoint. */
        .addColumn("message_id", "text", (c) => c.notNull().unique())
        .addColumn("type", "text", (c) => c.notNull())
        /** The exact body sent (and signed). */
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("webhook_events_created").on("webhook_events").column("created_at").execute();

      await id(db.schema.createTable("webhook_deliveries"))
        .addColumn("event_id", "integer", (c) => c.notNull().references("webhook_events.id").onDelete("cascade"))
        .addColumn("endpoint_id", "integer", (c) => c.notNull().references("webhook_endpoints.id").onDelete("cascade"))
        /** pending | sending | delivered | failed | paused (its endpoint is disabled) */
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("lease_until", "text")
        .addColumn("last_status", "integer")
        .addColumn("last_error", "text")
        .addColumn("delivered_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("webhook_deliveries_due").on("webhook_deliveries").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("webhook_deliveries_endpoint").on("webhook_deliveries").columns(["endpoint_id", "id"]).execute();
      await db.schema.createIndex("webhook_deliveries_event").on("webhook_deliveries").column("event_id").execute();
      // "Is this endpoint's delivery in flight?", asked by every claim.
      await db.schema.createIndex("webhook_deliveries_in_flight").on("webhook_deliveries").columns(["endpoint_id", "status"]).execute();

      await id(db.schema.createTable("webhook_attempts"))
        .addColumn("delivery_id", "integer", (c) => c.notNull().references("webhook_deliveries.id").onDelete("cascade"))
        .addColumn("attempted_at", "text", (c) => c.notNull())
        /** The receiver's HTTP status; null when no answer came (refused, timed out, blocked address). */
        .addColumn("status_code", "integer")
        .addColumn("error", "text")
        .addColumn("duration_ms", "integer", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("webhook_attempts_delivery").on("webhook_attempts").columns(["delivery_id", "id"]).execute();
    },
  };
}
