/**
 * What the admin API answers for a vendor (`GET /api/v2/admin/vendors/{slug}` and every write of
 * its document): the stored settings, the keys of its active items and, on a write, what the write
 * changed and the warnings of what it sets up that would silently do nothing. The server types
 * its answer with this schema, and the OpenAPI document describes it from it. Kept out of the
 * contract's index: the element never reads it.
 */
import * as v from "valibot";
import { DOCUMENT_WARNING_CODES } from "./vendor-document-warnings.js";
import { VendorDocumentSchema } from "./vendor-document.js";

const keys = v.array(v.string());
const listChanges = v.object({ added: keys, changed: keys, removed: keys });

/** What a write added, changed and removed (deactivated; snippets deleted), list by list. */
export const VendorDocumentChangesSchema = v.object({
  /** Top-level settings whose value changed (`theme`, `allowed_origins`, …). */
  settings: keys,
  services: listChanges,
  locations: listChanges,
  questions: listChanges,
  staff: listChanges,
  cx_snippets: listChanges,
});

export const AdminVendorResponseSchema = v.object({
  data: v.object({
    type: v.literal("vendors"),
    id: v.number(),
    attributes: v.object({
      slug: v.string(),
      /** Everything of the document but the collections, as stored. */
      settings: v.omit(VendorDocumentSchema, ["services", "locations", "questions", "staff", "cx_snippets"]),
      /** Keys of the active items, in the order clients see them. */
      locations: keys,
      services: keys,
      questions: keys,
      staff: keys,
      cx_snippets: keys,
      created_at: v.string(),
      updated_at: v.string(),
    }),
  }),
  /** On writes only. */
  meta: v.optional(
    v.object({
      changes: VendorDocumentChangesSchema,
      warnings: v.array(v.object({ field: v.string(), code: v.picklist(DOCUMENT_WARNING_CODES), message: v.string() })),
    }),
  ),
});
export type AdminVendorResponse = v.InferOutput<typeof AdminVendorResponseSchema>;
