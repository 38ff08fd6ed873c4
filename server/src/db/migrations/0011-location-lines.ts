/**
 * The line model (queue/line/): each location's line has a row that orders its changes and
 * holds the moment its estimates are worked out at, so every instance, and a restart, works
 * out the same estimates from the same rows. Expected starts are no longer stored per
 * appointment (every change used to rewrite them all): they are derived from the line.
 */
import type { Kysely, Migration } from "kysely";

export const locationLinesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("location_lines")
      .addColumn("location_id", "integer", (c) => c.primaryKey().references("locations.id").onDelete("cascade"))
      // Bumped by every change to the line: instances apply changes in this order.
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
      // ISO instant the estimates are worked out at (line-state.ts: the anchor).
      .addColumn("anchored_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.alterTable("queue_appointments").dropColumn("expected_start").execute();
  },
};
