/**
 * The vendor document as its admin last wrote it (normalised by the schema), beside the rows it
 * was applied to. The rows cannot give it back whole: they drop list order, a staff member's
 * "every service", the on-duty default and empty translations. So `GET …/document` answers this
 * copy, and its entity tag is what `If-Match` compares. A separate table, so the vendor row that
 * every request reads stays small.
 */
import type { Kysely, Migration } from "kysely";

export const vendorDocumentsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("vendor_documents")
      .addColumn("vendor_id", "integer", (c) => c.primaryKey().references("vendors.id").onDelete("cascade"))
      .addColumn("document", "text", (c) => c.notNull())
      .addColumn("etag", "text", (c) => c.notNull())
      .execute();
  },
};
