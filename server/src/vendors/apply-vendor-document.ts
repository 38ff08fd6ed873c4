/**
 * Creates or replaces a vendor from its configuration document, unconditionally (the seed, the
 * demo data, `PUT` without `If-Match`). Idempotent: the same document twice leaves the same rows
 * and ids. See `writeVendorDocument` for the conditional writes of the admin API.
 */
import type { Kysely } from "kysely";
import type { VendorDocument } from "#contract";
import type { Database } from "../db/schema.js";
import { writeVendorDocument } from "./write-vendor-document.js";

export interface ApplyResult {
  vendorId: number;
  created: boolean;
}

export async function applyVendorDocument(db: Kysely<Database>, slug: string, doc: VendorDocument, now: Date): Promise<ApplyResult> {
  const { vendorId, created } = await writeVendorDocument(db, slug, { create: true, next: async () => doc }, now);
  return { vendorId, created };
}
