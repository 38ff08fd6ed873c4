/**
 * Every row of the tables a vendor document is written to, so two snapshots can be compared
 * whole: equal snapshots mean no row was added, removed or changed, and no id moved.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../server/src/db/schema.js";

const TABLES = [
  "vendors",
  "vendor_documents",
  "vendor_domains",
  "services",
  "locations",
  "location_services",
  "questions",
  "question_services",
  "staff_users",
  "staff_locations",
  "staff_capabilities",
  "cx_snippets",
  "translations",
] as const;

export async function configSnapshot(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    result[table] = rows.map((r) => JSON.stringify(r, Object.keys(r).sort())).sort();
  }
  return result;
}
