/**
 * Rate-limit counters in the database, so that instances sharing a PostgreSQL count a client's
 * requests together. Created on SQLite too (migrations stay the same on both), where the one
 * process keeps its counters in memory instead.
 */
import type { Kysely, Migration } from "kysely";

export const rateLimitsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("rate_limits")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("hits", "integer", (c) => c.notNull())
      .addColumn("reset_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("rate_limits_reset_at").on("rate_limits").column("reset_at").execute();
  },
};
