/**
 * Reads vendors by id, slug or one of their domains. A slug or domain that no vendor could have
 * (a NUL, which PostgreSQL text cannot hold, or any other character a slug never has) names no
 * vendor, without asking the database: it arrives straight from a URL or a header.
 */
import type { Kysely } from "kysely";
import * as v from "valibot";
import { VendorSlugSchema } from "#contract";
import type { Database } from "../db/schema.js";
import { vendorFromRow, type Vendor } from "./vendor.js";

export async function findVendorBySlug(db: Kysely<Database>, slug: string): Promise<Vendor | undefined> {
  if (!v.is(VendorSlugSchema, slug)) return undefined;
  const row = await db.selectFrom("vendors").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row && vendorFromRow(row);
}

export async function findVendorById(db: Kysely<Database>, id: number): Promise<Vendor | undefined> {
  const row = await db.selectFrom("vendors").selectAll().where("id", "=", id).executeTakeFirst();
  return row && vendorFromRow(row);
}

export async function findVendorByDomain(db: Kysely<Database>, host: string): Promise<Vendor | undefined> {
  if (host.includes("\u0000")) return undefined;
  const row = await db
    .selectFrom("vendor_domains")
    .innerJoin("vendors", "vendors.id", "vendor_domains.vendor_id")
    .selectAll("vendors")
    .where("vendor_domains.domain", "=", host.toLowerCase())
    .executeTakeFirst();
  return row && vendorFromRow(row);
}

/** Every origin some vendor allows; used to answer CORS preflights, which carry no vendor. */
export async function listAllowedOrigins(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom("vendors").select("settings").execute();
  const origins = new Set<string>();
  for (const row of rows) {
    const settings = JSON.parse(row.settings) as { allowed_origins?: string[] };
    for (const origin of settings.allowed_origins ?? []) origins.add(origin);
  }
  return origins;
}

/** The vendor whose client-view `vendor_path` is `path` (hosted pages under `/s/{path}`). */
export async function findVendorByPath(db: Kysely<Database>, path: string): Promise<Vendor | undefined> {
  // Few vendors, and a path lives inside the settings document: reading them all is simplest.
  const rows = await db.selectFrom("vendors").selectAll().execute();
  return rows.map(vendorFromRow).find((vendor) => vendor.settings.client_view.vendor_path === path);
}
