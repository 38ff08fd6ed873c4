/**
 * "This location's opening (or closing) at this instant is being handled": one row per claim, so
 * that of several instances looking at one database exactly one acts on it. The row lives in
 * `rate_limits`, the table of windowed counters shared by the instances (0006): a claim is such
 * a counter that only the first insert sets, kept a day and then pruned like the others. Its
 * keys (`opening-hours:{location}:{instant}`) never meet a rate limit's, which start with a
 * method and path.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

const PREFIX = "opening-hours:";
/** Long enough that no instance still looks back at the instant when the claim goes. */
const CLAIM_KEPT_MS = 24 * 3_600_000;

const keyOf = (locationId: number, at: number) => `${PREFIX}${locationId}:${new Date(at).toISOString()}`;

/** Answers true for the one caller that claims the location's change at `at` (ms). */
export async function claimBoundary(db: Kysely<Database>, locationId: number, at: number): Promise<boolean> {
  const row = await db
    .insertInto("rate_limits")
    .values({ key: keyOf(locationId, at), hits: 1, reset_at: new Date(at + CLAIM_KEPT_MS).toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .returning("key")
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a claim back, so that another instance (or the next look) handles the change after all. */
export async function releaseBoundary(db: Kysely<Database>, locationId: number, at: number): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", keyOf(locationId, at)).execute();
}

/** Deletes claims older than a day. */
export async function pruneBoundaryClaims(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "like", `${PREFIX}%`).where("reset_at", "<=", now.toISOString()).execute();
}
