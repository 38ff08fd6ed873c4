/**
 * An Idempotency-Key is bound to the request it came with: the SHA-256 of the validated body,
 * the route and the vendor (http/idempotency.ts). A repeat whose hash differs is refused instead
 * of answered with the first client's appointment. Rows written before this have no hash, and
 * no later request can prove it is their repeat, so such a key is refused too.
 */
import type { Kysely, Migration } from "kysely";

export const idempotencyHashesMigration: Migration = {
  async up(db: Kysely<any>) {
    for (const table of ["queue_appointments", "appointments"]) {
      await db.schema.alterTable(table).addColumn("idempotency_hash", "text").execute();
    }
  },
};
