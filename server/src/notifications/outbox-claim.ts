/**
 * Claims and settles outbox rows so that several workers (threads of one instance, or many
 * instances on one PostgreSQL) never take the same row at once. Portable: no `FOR UPDATE SKIP
 * LOCKED`, just a conditional UPDATE of one row whose WHERE repeats the "due" test. PostgreSQL
 * re-checks that WHERE against the committed row when two updates race, and SQLite runs writes
 * one at a time, so exactly one claimant sees `1 row updated`.
 */
import type { ExpressionBuilder, Kysely, Selectable } from "kysely";
import type { Database, OutboxTable } from "../db/schema.js";
import { nextAttemptAt } from "./retry-schedule.js";

export type OutboxRow = Selectable<OutboxTable>;

/** A claimed row: its `lease_until` is this claim's token when settling it. */
export interface ClaimedRow extends OutboxRow {
  status: "sending";
  lease_until: string;
}

/** Pending and due, or left `sending` by a worker whose lease ran out (it crashed or hung). */
function isDue(now: string) {
  return (eb: ExpressionBuilder<Database, "outbox">) =>
    eb.or([eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]), eb.and([eb("status", "=", "sending"), eb("lease_until", "<", now)])]);
}

/** Claims the most overdue row for `leaseMs`, or answers undefined when none is due. */
export async function claimNextRow(db: Kysely<Database>, now: Date, leaseMs: number): Promise<ClaimedRow | undefined> {
  const stamp = now.toISOString();
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  // Losing a race only means another worker has that row; look for the next one a few times.
  for (let tries = 0; tries < 10; tries++) {
    const candidate = await db.selectFrom("outbox").selectAll().where(isDue(stamp)).orderBy("next_attempt_at").orderBy("id").limit(1).executeTakeFirst();
    if (!candidate) return undefined;
    const claimed = await db
      .updateTable("outbox")
      .set({ status: "sending", lease_until: lease })
      .where("id", "=", candidate.id)
      .where(isDue(stamp))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) return { ...candidate, status: "sending", lease_until: lease };
  }
  return undefined;
}

/**
 * Settles only while this claim still holds the row: a worker that outlived its lease must not
 * overwrite the state of the worker that took over.
 */
function stillClaimed(row: ClaimedRow) {
  return (eb: ExpressionBuilder<Database, "outbox">) => eb.and([eb("id", "=", row.id), eb("status", "=", "sending"), eb("lease_until", "=", row.lease_until)]);
}

/** Marks a delivered row `sent`. Answers false when the claim had been lost meanwhile. */
export async function markSent(db: Kysely<Database>, row: ClaimedRow, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "sent", sent_at: now.toISOString(), lease_until: null, last_error: null, attempts: row.attempts + 1 })
    .where(stillClaimed(row))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records a failed attempt: back to `pending` at the next backoff step, or `failed` after the
 * last one. Answers the new status, or undefined when the claim had been lost meanwhile.
 */
export async function markAttemptFailed(db: Kysely<Database>, row: ClaimedRow, error: string, now: Date): Promise<"pending" | "failed" | undefined> {
  const attempts = row.attempts + 1;
  const retryAt = nextAttemptAt(attempts, now);
  const status = retryAt ? "pending" : "failed";
  const result = await db
    .updateTable("outbox")
    .set({
      status,
      attempts,
      last_error: error.slice(0, 1000),
      lease_until: null,
      ...(retryAt ? { next_attempt_at: retryAt.toISOString() } : {}),
    })
    .where(stillClaimed(row))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? status : undefined;
}
