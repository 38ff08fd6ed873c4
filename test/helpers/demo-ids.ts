/** Finds the ids the database gave the demo vendors' locations, services, questions and staff. */
import type { Kysely } from "kysely";
import type { Database } from "../../server/src/db/schema.js";

export interface DemoIds {
  vendor: number;
  location(key: string): number;
  service(key: string): number;
  question(key: string): number;
  staff(key: string): number;
}

export async function demoIds(db: Kysely<Database>, slug = "demo"): Promise<DemoIds> {
  const vendor = await db.selectFrom("vendors").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
  const byKey = async (table: "locations" | "services" | "questions" | "staff_users") => {
    const rows = await db.selectFrom(table).select(["id", "key"]).where("vendor_id", "=", vendor.id).execute();
    const map = new Map(rows.map((r) => [r.key, r.id]));
    return (key: string) => {
      const id = map.get(key);
      if (id === undefined) throw new Error(`no ${table} "${key}" for vendor ${slug}`);
      return id;
    };
  };
  return {
    vendor: vendor.id,
    location: await byKey("locations"),
    service: await byKey("services"),
    question: await byKey("questions"),
    staff: await byKey("staff_users"),
  };
}
