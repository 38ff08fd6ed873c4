/**
 * A vendor's webhook endpoints as they are managed (the admin API and the back office, both through
 * routes/webhook-endpoint-routes.ts):
 * list, create (with a first secret, shown once), change, delete, rotate the secret, read the
 * delivery log and redeliver. Every function takes the vendor's id and touches only that
 * vendor's rows: another vendor's endpoint id answers as unknown. A URL is checked against the
 * address policy when it is saved, so an endpoint that could never be reached is refused at once.
 */
import type { Kysely, Selectable } from "kysely";
import type { UpdateWebhookEndpointBody, WebhookDeliveryView, WebhookEndpointView, WebhookEventType } from "#contract/webhooks";
import type { Database, WebhookEndpointsTable } from "../db/schema.js";
import { ApiError, notFound } from "../http/api-error.js";
import { endpointUrlProblem, type AddressPolicy } from "./address-policy.js";
import { newWebhookSecret } from "./webhook-signature.js";

/** The most endpoints one vendor may have. */
export const MAX_ENDPOINTS_PER_VENDOR = 20;
/** The most deliveries one page of the log answers. */
export const DELIVERY_PAGE_SIZE = 50;

type EndpointRow = Selectable<WebhookEndpointsTable>;

export function endpointView(row: EndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEventType[],
    description: row.description,
    enabled: row.enabled === 1,
    disabled_reason: row.disabled_reason,
    disabled_at: row.disabled_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

async function assertReachable(url: string, policy: AddressPolicy): Promise<void> {
  const problem = await endpointUrlProblem(url, policy);
  if (problem) throw new ApiError(422, "webhook_url_refused", problem.message, [{ field: "url", code: "invalid_value", message: problem.message }]);
}

export function listEndpoints(db: Kysely<Database>, vendorId: number): Promise<EndpointRow[]> {
  return db.selectFrom("webhook_endpoints").selectAll().where("vendor_id", "=", vendorId).orderBy("id").execute();
}

export async function findEndpoint(db: Kysely<Database>, vendorId: number, id: number): Promise<EndpointRow> {
  const row = await db.selectFrom("webhook_endpoints").selectAll().where("vendor_id", "=", vendorId).where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound("webhook_not_found", "No webhook endpoint with this id");
  return row;
}

export async function createEndpoint(
  db: Kysely<Database>,
  vendorId: number,
  body: { url: string; events: WebhookEventType[]; description: string },
  policy: AddressPolicy,
  now: Date,
): Promise<{ endpoint: EndpointRow; secret: string }> {
  await assertReachable(body.url, policy);
  const at = now.toISOString();
  const secret = newWebhookSecret();
  const endpoint = await db.transaction().execute(async (tx) => {
    // Two creations at once count one after the other.
    await lockRow(tx, "vendors", vendorId);
    const { count } = await tx
      .selectFrom("webhook_endpoints")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("vendor_id", "=", vendorId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_ENDPOINTS_PER_VENDOR) {
      throw new ApiError(409, "too_many_webhooks", `A vendor has at most ${MAX_ENDPOINTS_PER_VENDOR} webhook endpoints; delete one first`);
    }
    const row = await tx
      .insertInto("webhook_endpoints")
      .values({
        vendor_id: vendorId,
        url: body.url,
        events: JSON.stringify(body.events),
        description: body.description,
        enabled: 1,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await tx.insertInto("webhook_secrets").values({ endpoint_id: row.id, secret, created_at: at }).execute();
    return row;
  });
  return { endpoint, secret };
}

/**
 * A disabled endpoint's waiting deliveries are `paused`, so no worker looks at them while it stays
 * off; enabling it sends them, due now.
 */
export async function pauseDeliveries(tx: Kysely<Database>, endpointId: number): Promise<void> {
  await tx.updateTable("webhook_deliveries").set({ status: "paused" }).where("endpoint_id", "=", endpointId).where("status", "=", "pending").execute();
}

async function resumeDeliveries(tx: Kysely<Database>, endpointId: number, now: Date): Promise<void> {
  await tx
    .updateTable("webhook_deliveries")
    .set({ status: "pending", next_attempt_at: now.toISOString() })
    .where("endpoint_id", "=", endpointId)
    .where("status", "=", "paused")
    .execute();
}

/** Locks a row until the transaction ends (a write that changes nothing), so two admins' changes to it take turns. */
async function lockRow(tx: Kysely<Database>, table: "vendors" | "webhook_endpoints", id: number): Promise<void> {
  await tx
    .updateTable(table)
    .set((eb) => ({ id: eb.ref("id") }))
    .where("id", "=", id)
    .execute();
}

/** Applies a change; `enabled: true` also clears why the server had disabled it. */
export async function updateEndpoint(
  db: Kysely<Database>,
  vendorId: number,
  id: number,
  body: UpdateWebhookEndpointBody,
  policy: AddressPolicy,
  now: Date,
): Promise<EndpointRow> {
  await findEndpoint(db, vendorId, id);
  if (body.url !== undefined) await assertReachable(body.url, policy);
  const enabled =
    body.enabled === undefined
      ? {}
      : body.enabled
        ? { enabled: 1, disabled_reason: null, disabled_at: null }
        : { enabled: 0, disabled_reason: null, disabled_at: now.toISOString() };
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable("webhook_endpoints")
      .set({
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(body.events !== undefined ? { events: JSON.stringify(body.events) } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...enabled,
        updated_at: now.toISOString(),
      })
      .where("vendor_id", "=", vendorId)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (body.enabled === true) await resumeDeliveries(tx, id, now);
    if (body.enabled === false) await pauseDeliveries(tx, id);
    return row;
  });
}

export async function deleteEndpoint(db: Kysely<Database>, vendorId: number, id: number): Promise<EndpointRow> {
  const row = await findEndpoint(db, vendorId, id);
  await db.deleteFrom("webhook_endpoints").where("vendor_id", "=", vendorId).where("id", "=", id).execute();
  return row;
}

/**
 * A new secret for the endpoint. The ones it replaces keep signing for `previousValidHours`
 * (0: they stop now), so the receiver can switch without refusing a delivery.
 */
export async function rotateSecret(db: Kysely<Database>, vendorId: number, id: number, previousValidHours: number, now: Date): Promise<string> {
  await findEndpoint(db, vendorId, id);
  const secret = newWebhookSecret();
  const at = now.toISOString();
  const until = new Date(now.getTime() + previousValidHours * 3_600_000).toISOString();
  await db.transaction().execute(async (tx) => {
    // Two rotations at once take turns, so only the second one's secret is left current.
    await lockRow(tx, "webhook_endpoints", id);
    await tx.updateTable("webhook_secrets").set({ expires_at: until }).where("endpoint_id", "=", id).where("expires_at", "is", null).execute();
    // A secret already on its way out never outlives the new overlap.
    await tx.updateTable("webhook_secrets").set({ expires_at: until }).where("endpoint_id", "=", id).where("expires_at", ">", until).execute();
    await tx.insertInto("webhook_secrets").values({ endpoint_id: id, secret, created_at: at }).execute();
  });
  return secret;
}

/** The endpoint's deliveries, newest first, `DELIVERY_PAGE_SIZE` a page below `before` (a delivery id). */
export async function deliveryLog(db: Kysely<Database>, vendorId: number, endpointId: number, before?: number): Promise<WebhookDeliveryView[]> {
  await findEndpoint(db, vendorId, endpointId);
  let query = db
    .selectFrom("webhook_deliveries")
    .innerJoin("webhook_events", "webhook_events.id", "webhook_deliveries.event_id")
    .select([
      "webhook_deliveries.id",
      "webhook_events.message_id",
      "webhook_events.type",
      "webhook_deliveries.status",
      "webhook_deliveries.attempts",
      "webhook_deliveries.next_attempt_at",
      "webhook_deliveries.last_status",
      "webhook_deliveries.last_error",
      "webhook_deliveries.delivered_at",
      "webhook_deliveries.created_at",
    ])
    .where("webhook_deliveries.endpoint_id", "=", endpointId)
    .orderBy("webhook_deliveries.id", "desc")
    .limit(DELIVERY_PAGE_SIZE);
  if (before !== undefined) query = query.where("webhook_deliveries.id", "<", before);
  const rows = await query.execute();
  const attempts = rows.length
    ? await db
        .selectFrom("webhook_attempts")
        .select(["delivery_id", "attempted_at", "status_code", "error", "duration_ms"])
        .where(
          "delivery_id",
          "in",
          rows.map((r) => r.id),
        )
        .orderBy("id")
        .execute()
    : [];
  return rows.map((row) => ({
    id: row.id,
    message_id: row.message_id,
    event_type: row.type as WebhookEventType,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === "pending" ? row.next_attempt_at : null,
    last_status: row.last_status,
    last_error: row.last_error,
    delivered_at: row.delivered_at,
    created_at: row.created_at,
    attempt_log: attempts
      .filter((a) => a.delivery_id === row.id)
      .map((a) => ({ attempted_at: a.attempted_at, status_code: a.status_code, error: a.error, duration_ms: a.duration_ms })),
  }));
}

/**
 * Sends a delivery again now, with its `webhook-id` (the receiver may have seen it) and a fresh
 * schedule of retries. Refused while it is being sent, or while its endpoint is disabled.
 */
export async function redeliver(db: Kysely<Database>, vendorId: number, endpointId: number, deliveryId: number, now: Date): Promise<void> {
  const endpoint = await findEndpoint(db, vendorId, endpointId);
  if (endpoint.enabled !== 1) throw new ApiError(409, "webhook_disabled", "The endpoint is disabled; enable it first");
  const result = await db
    .updateTable("webhook_deliveries")
    .set({ status: "pending", attempts: 0, next_attempt_at: now.toISOString(), lease_until: null })
    .where("id", "=", deliveryId)
    .where("endpoint_id", "=", endpointId)
    .where("status", "in", ["delivered", "failed", "pending"])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  const exists = await db.selectFrom("webhook_deliveries").select("id").where("id", "=", deliveryId).where("endpoint_id", "=", endpointId).executeTakeFirst();
  if (!exists) throw notFound("delivery_not_found", "No delivery with this id for this endpoint");
  throw new ApiError(409, "delivery_in_flight", "The delivery is being sent now; try again in a minute");
}
