/**
 * People sign in to the back office (office/): a staff member's password (a scrypt hash, never
 * the password), their sessions (only a hash of each cookie's token is kept, so a copy of the
 * database signs nobody in), and single-use links to set a password or sign in by email (an
 * invitation, a reset), kept as hashes too. Apart from `staff_users`, which the vendor document
 * writes, so re-applying a document never touches anyone's password.
 */
import type { Kysely, Migration } from "kysely";

export const officeAccountsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("staff_passwords")
      .addColumn("staff_id", "integer", (c) => c.primaryKey().references("staff_users.id").onDelete("cascade"))
      .addColumn("hash", "text", (c) => c.notNull())
      .addColumn("changed_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("office_sessions")
      // SHA-256 of the cookie's token.
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("staff_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("last_seen_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("user_agent", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("address", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("revoked_at", "text")
      .execute();
    await db.schema.createIndex("office_sessions_staff").on("office_sessions").column("staff_id").execute();
    await db.schema
      .createTable("office_links")
      // SHA-256 of the link's token.
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("staff_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("used_at", "text")
      .execute();
    await db.schema.createIndex("office_links_staff").on("office_links").column("staff_id").execute();
  },
};
