/**
 * Claims and settles webhook deliveries so that several workers (many instances on one
 * PostgreSQL) never send the same delivery at once: the outbox's way (notifications/outbox-claim.ts),
 * a conditional UPDATE of one row whose WHERE repeats the "due" test. Only deliveries of enabled
 * endpoints are due (a disabled endpoint's deliveries are `paused` until it is turned back on),
 * and only one at a time per endpoint: a receiver that hangs holds one lane, never all of them,
 * so other endpoints' deliveries keep going.
 */
import type { ExpressionBuilder, Kysely, Selectable } from "kysely";
import type { Database, WebhookDeliveriesTable } from "../db/schema.js";

export interface ClaimedDelivery extends Selectable<WebhookDeliveriesTable> {
  status: "sending";
  lease_until: string;
  url: string;
  vendor_id: number;
  message_id: string;
  payload: string;
}

function isDue(now: string) {
  return (eb: ExpressionBuilder<Database, "webhook_deliveries">) =>
    eb.or([eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]), eb.and([eb("status", "=", "sending"), eb("lease_until", "<", now)])]);
}

/** Claims the most overdue delivery of an enabled endpoint for `leaseMs`, or undefined when none is due. */
export async function claimNextDelivery(db: Kysely<Database>, now: Date, leaseMs: number): Promise<ClaimedDelivery | undefined> {
  const stamp = now.toISOString();
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  // Two index-friendly reads rather than one with OR: deliveries a dead worker left (few), then
  // the pending ones in due order, on the `(status, next_attempt_at)` index: a backlog of
  // thousands is never scanned whole for each claim.
  const dueQuery = () =>
    db
      .selectFrom("webhook_deliveries")
      .innerJoin("webhook_endpoints", "webhook_endpoints.id", "webhook_deliveries.endpoint_id")
      .innerJoin("webhook_events", "webhook_events.id", "webhook_deliveries.event_id")
      .selectAll("webhook_deliveries")
      .select(["webhook_endpoints.url", "webhook_endpoints.vendor_id", "webhook_events.message_id", "webhook_events.payload"])
      .where("webhook_endpoints.enabled", "=", 1)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("webhook_deliveries as busy")
              .select("busy.id")
              .whereRef("busy.endpoint_id", "=", "webhook_deliveries.endpoint_id")
              .where("busy.status", "=", "sending")
              .where("busy.lease_until", ">=", stamp),
          ),
        ),
      )
      .orderBy("webhook_deliveries.next_attempt_at")
      .orderBy("webhook_deliveries.id")
      .limit(1);
  for (let tries = 0; tries < 10; tries++) {
    const candidate =
      (await dueQuery().where("webhook_deliveries.status", "=", "sending").where("webhook_deliveries.lease_until", "<", stamp).executeTakeFirst()) ??
      (await dueQuery().where("webhook_deliveries.status", "=", "pending").where("webhook_deliveries.next_attempt_at", "<=", stamp).executeTakeFirst());
    if (!candidate) return undefined;
    const claimed = await db
      .updateTable("webhook_deliveries")
      .set({ status: "sending", lease_until: lease })
      .where("id", "=", candidate.id)
      .where(isDue(stamp))
      // A redelivery that reset the count meanwhile makes this claim lose, so its count is not overwritten.
      .where("attempts", "=", candidate.attempts)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) return { ...candidate, status: "sending", lease_until: lease };
  }
  return undefined;
}

/** Settles only while this claim still holds the delivery. */
export function stillClaimed(delivery: ClaimedDelivery) {
  return (eb: ExpressionBuilder<Database, "webhook_deliveries">) =>
    eb.and([eb("id", "=", delivery.id), eb("status", "=", "sending"), eb("lease_until", "=", delivery.lease_until)]);
}
