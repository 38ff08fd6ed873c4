/**
 * A vendor as its admin configured it: the stored settings (after sanitising) and the keys of
 * its active locations, services, questions and staff, so a PUT can be read back.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { findVendorBySlug } from "./vendor-repository.js";
import type { VendorSettings } from "./vendor.js";

export interface VendorSummary {
  id: number;
  slug: string;
  /** Everything of the document but the collections, as stored. */
  settings: VendorSettings;
  /** Keys of the active items, in the order clients see them. */
  locations: string[];
  services: string[];
  questions: string[];
  staff: string[];
  cx_snippets: string[];
  created_at: string;
  updated_at: string;
}

export async function loadVendorSummary(db: Kysely<Database>, slug: string): Promise<VendorSummary | undefined> {
  const vendor = await findVendorBySlug(db, slug);
  if (!vendor) return undefined;
  // Active keys of one of the vendor's keyed tables, in the order clients see them.
  const activeKeys = (table: "locations" | "services" | "questions") =>
    db
      .selectFrom(table as "locations")
      .select("key")
      .where("vendor_id", "=", vendor.id)
      .where("active", "=", 1)
      .orderBy("sort_order")
      .orderBy("key")
      .execute();
  const [stamps, locations, services, questions, staff, snippets] = await Promise.all([
    db.selectFrom("vendors").select(["created_at", "updated_at"]).where("id", "=", vendor.id).executeTakeFirstOrThrow(),
    activeKeys("locations"),
    activeKeys("services"),
    activeKeys("questions"),
    db.selectFrom("staff_users").select("key").where("vendor_id", "=", vendor.id).where("active", "=", 1).orderBy("key").execute(),
    db.selectFrom("cx_snippets").select("key").where("vendor_id", "=", vendor.id).orderBy("sort_order").execute(),
  ]);
  const keys = (rows: { key: string }[]) => rows.map((r) => r.key);
  return {
    id: vendor.id,
    slug: vendor.slug,
    settings: vendor.settings,
    locations: keys(locations),
    services: keys(services),
    questions: keys(questions),
    staff: keys(staff),
    cx_snippets: keys(snippets),
    created_at: stamps.created_at,
    updated_at: stamps.updated_at,
  };
}
