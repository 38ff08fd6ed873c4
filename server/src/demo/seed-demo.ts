/** Loads the demo vendors: on an empty database at start, and in tests. */
import type { Kysely } from "kysely";
import * as v from "valibot";
import { VendorDocumentSchema, checkVendorDocumentReferences } from "#contract";
import type { Database } from "../db/schema.js";
import { applyVendorDocument } from "../vendors/apply-vendor-document.js";
import { demoVendor } from "./demo-vendor.js";
import { callbacksDisabledVendor, privateLabelVendor } from "./other-demo-vendors.js";

export const DEMO_VENDORS = {
  demo: demoVendor,
  "northwind-clinic": callbacksDisabledVendor,
  "city-permits": privateLabelVendor,
} as const;

export async function seedDemoData(db: Kysely<Database>, now: Date): Promise<void> {
  for (const [slug, input] of Object.entries(DEMO_VENDORS)) {
    const doc = v.parse(VendorDocumentSchema, input);
    const problems = checkVendorDocumentReferences(doc);
    if (problems.length) throw new Error(`Demo vendor ${slug} is inconsistent: ${JSON.stringify(problems)}`);
    await applyVendorDocument(db, slug, doc, now);
  }
}

/** Seeds only a database that has no vendor yet; answers whether it did. */
export async function seedDemoIfEmpty(db: Kysely<Database>, now: Date): Promise<boolean> {
  const any = await db.selectFrom("vendors").select("id").limit(1).executeTakeFirst();
  if (any) return false;
  await seedDemoData(db, now);
  return true;
}
