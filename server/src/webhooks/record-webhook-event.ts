/**
 * Records a webhook event in the transaction of the change it tells about: the event row (its
 * `message_id` is the `webhook-id` every attempt and endpoint sees) and one pending delivery per
 * enabled endpoint of the vendor that subscribed to its type. A committed change therefore always
 * has its deliveries, a rolled-back one has none, and the dispatcher (webhook-dispatcher.ts)
 * sends them afterwards. For a vendor without endpoints this costs one indexed read and the
 * event's data is never built.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { WebhookEventType } from "#contract/webhooks";
import type { Database } from "../db/schema.js";

export interface WebhookEventInput {
  vendorId: number;
  type: WebhookEventType;
  /** The event's `data`, built only when some endpoint wants it. */
  data: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  now: Date;
}

/** Answers how many deliveries were queued. */
export async function recordWebhookEvent(tx: Kysely<Database>, event: WebhookEventInput): Promise<number> {
  const endpoints = await tx
    .selectFrom("webhook_endpoints")
    .select(["id", "events"])
    .where("vendor_id", "=", event.vendorId)
    .where("enabled", "=", 1)
    .execute();
  const subscribed = endpoints.filter((e) => (JSON.parse(e.events) as string[]).includes(event.type));
  if (!subscribed.length) return 0;
  const at = event.now.toISOString();
  const payload = JSON.stringify({ type: event.type, timestamp: at, data: await event.data() });
  const { id } = await tx
    .insertInto("webhook_events")
    .values({ vendor_id: event.vendorId, message_id: `msg_${randomUUID().replaceAll("-", "")}`, type: event.type, payload, created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  await tx
    .insertInto("webhook_deliveries")
    .values(
      subscribed.map((endpoint) => ({ event_id: id, endpoint_id: endpoint.id, status: "pending" as const, attempts: 0, next_attempt_at: at, created_at: at })),
    )
    .execute();
  return subscribed.length;
}
