/**
 * Sends the webhook deliveries the changes recorded (record-webhook-event.ts): claims due ones
 * under a lease, signs each with the endpoint's current secrets, posts it, logs the attempt and
 * settles the delivery. A 2xx delivers it; a 410 fails it and disables the endpoint (`gone`);
 * anything else (no answer, a timeout, a blocked address, another status) retries on the
 * schedule (retry-schedule.ts), honouring `Retry-After`. When a delivery runs out of retries
 * and the endpoint accepted nothing since that delivery was made, the endpoint is disabled
 * (`failing`): it has refused everything for about three days. The admin sees why; its waiting
 * deliveries are paused, and turning the endpoint back on sends them.
 *
 * Delivery is at least once: a worker that dies after the receiver answered but before settling
 * leaves the delivery `sending`; once the lease runs out another worker sends it again, with the
 * same `webhook-id`, so the receiver can drop the repeat.
 *
 * The outbox worker (notifications/outbox-worker.ts) runs one batch of it at each poll, beside
 * the notifications and never in their way: a receiver that hangs delays no email or SMS.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { NotificationLogger } from "../notifications/notification-logger.js";
import { createLaneRunner } from "../notifications/outbox-lanes.js";
import type { Clock } from "../time/clock.js";
import type { AddressPolicy } from "./address-policy.js";
import { claimNextDelivery, stillClaimed, type ClaimedDelivery } from "./delivery-claim.js";
import { nextWebhookAttemptAt } from "./retry-schedule.js";
import { pauseDeliveries } from "./webhook-endpoints.js";
import { sendWebhook, type WebhookAttemptResult } from "./webhook-request.js";
import { webhookSignature } from "./webhook-signature.js";

export interface WebhookDispatcherOptions {
  db: Kysely<Database>;
  clock: Clock;
  logger: NotificationLogger;
  policy: AddressPolicy;
  /** How long one attempt waits for an answer; default 10 s. */
  timeoutMs?: number;
  /** Deliveries in flight at once; default 4. */
  concurrency?: number;
  /** How long a claim keeps other workers off a delivery; default 60 s (longer than the timeout). */
  leaseMs?: number;
  /** Deliveries one `runOnce` takes at most; default 100. */
  batchSize?: number;
  /** Events older than this are deleted with their deliveries and attempts; 0 keeps them. Default 30 days. */
  retentionMs?: number;
}

export interface WebhookDispatcher {
  /** Deliveries one `runOnce` takes at most. */
  readonly batchSize: number;
  /** Claims and sends up to one batch of due deliveries; answers how many it handled. */
  runOnce(): Promise<number>;
  /** Runs batches until nothing is due. */
  drain(): Promise<number>;
  /** One more lane for the batch running now (a change recorded deliveries). */
  recruit(): void;
  /** Takes no new delivery from now on; the ones in flight finish (within the attempt's time-out). */
  stop(): void;
  /** Deletes events past the retention period and secrets past their overlap; answers how many events went. */
  prune(): Promise<number>;
}

const USER_AGENT = "queue-booking-webhooks/1";

export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const { db, clock, logger, policy } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const batchSize = options.batchSize ?? 100;
  const retentionMs = options.retentionMs ?? 30 * 24 * 60 * 60_000;

  async function signingSecrets(endpointId: number, now: Date): Promise<string[]> {
    const rows = await db
      .selectFrom("webhook_secrets")
      .select("secret")
      .where("endpoint_id", "=", endpointId)
      .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", now.toISOString())]))
      .orderBy("id", "desc")
      .execute();
    return rows.map((r) => r.secret);
  }

  async function attempt(delivery: ClaimedDelivery): Promise<WebhookAttemptResult> {
    const now = clock.now();
    const timestamp = Math.floor(now.getTime() / 1000);
    const secrets = await signingSecrets(delivery.endpoint_id, now);
    const headers = {
      "user-agent": USER_AGENT,
      "webhook-id": delivery.message_id,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": webhookSignature(secrets, delivery.message_id, timestamp, delivery.payload),
    };
    return sendWebhook(delivery.url, headers, delivery.payload, { policy, timeoutMs });
  }

  async function settle(delivery: ClaimedDelivery, result: WebhookAttemptResult): Promise<void> {
    const now = clock.now();
    const at = now.toISOString();
    const attempts = delivery.attempts + 1;
    const delivered = result.error === undefined;
    const gone = result.status === 410;
    const retryAt = delivered || gone ? undefined : nextWebhookAttemptAt(attempts, now, result.retryAfterMs);
    const status = delivered ? "delivered" : retryAt ? "pending" : "failed";
    await db.transaction().execute(async (tx) => {
      const settled = await tx
        .updateTable("webhook_deliveries")
        .set({
          status,
          attempts,
          lease_until: null,
          last_status: result.status ?? null,
          last_error: result.error?.slice(0, 1000) ?? null,
          ...(delivered ? { delivered_at: at } : {}),
          ...(retryAt ? { next_attempt_at: retryAt.toISOString() } : {}),
        })
        .where(stillClaimed(delivery))
        .executeTakeFirst();
      // The attempt happened either way: the log shows it even when another worker took the delivery meanwhile.
      await tx
        .insertInto("webhook_attempts")
        .values({
          delivery_id: delivery.id,
          attempted_at: at,
          status_code: result.status ?? null,
          error: result.error?.slice(0, 1000) ?? null,
          duration_ms: result.durationMs,
        })
        .execute();
      if (Number(settled.numUpdatedRows) !== 1) {
        logger.warn({ deliveryId: delivery.id }, "webhook settled after its lease ran out; another worker may send it again");
        return;
      }
      if (status !== "failed") return;
      const reason = gone ? "gone" : (await acceptedSince(tx, delivery)) ? undefined : "failing";
      if (!reason) return;
      await tx
        .updateTable("webhook_endpoints")
        .set({ enabled: 0, disabled_reason: reason, disabled_at: at, updated_at: at })
        .where("id", "=", delivery.endpoint_id)
        .where("enabled", "=", 1)
        .execute();
      await pauseDeliveries(tx, delivery.endpoint_id);
      logger.warn({ endpointId: delivery.endpoint_id, reason }, "webhook endpoint disabled");
    });
  }

  async function handle(delivery: ClaimedDelivery): Promise<void> {
    const result = await attempt(delivery);
    if (result.error !== undefined) logger.info({ deliveryId: delivery.id, status: result.status, error: result.error }, "webhook not delivered");
    await settle(delivery, result);
  }

  let stopped = false;
  const claim = () => (stopped ? Promise.resolve(undefined) : claimNextDelivery(db, clock.now(), leaseMs));
  const lanes = createLaneRunner({ concurrency: options.concurrency ?? 4, batchSize, claim, handle });

  return {
    batchSize,
    runOnce: lanes.runBatch,
    async drain() {
      let total = 0;
      for (;;) {
        const handled = await lanes.runBatch();
        total += handled;
        if (handled < batchSize) return total;
      }
    },
    recruit: lanes.recruit,
    stop() {
      stopped = true;
    },
    async prune() {
      const now = clock.now().toISOString();
      await db.deleteFrom("webhook_secrets").where("expires_at", "<=", now).execute();
      if (retentionMs <= 0) return 0;
      const before = new Date(clock.now().getTime() - retentionMs).toISOString();
      // Only events whose deliveries are all settled: nothing waiting is lost unseen.
      const result = await db
        .deleteFrom("webhook_events")
        .where("created_at", "<", before)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("webhook_deliveries")
                .select("webhook_deliveries.id")
                .whereRef("webhook_deliveries.event_id", "=", "webhook_events.id")
                .where("webhook_deliveries.status", "in", ["pending", "sending", "paused"]),
            ),
          ),
        )
        .executeTakeFirst();
      // What waited past the retention period (a disabled endpoint's) fails, saying so in the log;
      // the next pruning deletes it.
      await db
        .updateTable("webhook_deliveries")
        .set({ status: "failed", last_error: "expired: not sent within the retention period" })
        .where("status", "in", ["pending", "paused"])
        .where("created_at", "<", before)
        .execute();
      return Number(result.numDeletedRows);
    },
  };
}

/** Whether the endpoint accepted any delivery since `delivery` was made. */
async function acceptedSince(tx: Kysely<Database>, delivery: ClaimedDelivery): Promise<boolean> {
  const row = await tx
    .selectFrom("webhook_deliveries")
    .select("id")
    .where("endpoint_id", "=", delivery.endpoint_id)
    .where("status", "=", "delivered")
    .where("delivered_at", ">=", delivery.created_at)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
