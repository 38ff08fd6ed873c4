/**
 * Checks a vendor document whole: the schema, then keys and references, then where and when its
 * locations are (check-vendor-places.ts). Shared by PUT, PATCH and the seed.
 */
import {
  type DocumentWarning,
  VendorDocumentSchema,
  checkVendorDocumentReferences,
  type FieldError,
  type VendorDocument,
  vendorDocumentWarnings,
} from "#contract";
import { fieldErrorsOf } from "../http/validate.js";
import { checkVendorPlaces, vendorPlaceWarnings } from "./check-vendor-places.js";

export type ParsedVendorDocument = { ok: true; doc: VendorDocument } | { ok: false; errors: FieldError[] };

const NOT_AN_OBJECT: FieldError = { field: "", code: "invalid_type", message: "must be a JSON object (the vendor document)" };

export function parseVendorDocument(input: unknown): ParsedVendorDocument {
  // valibot takes an array for an object (and then lists every key as missing).
  if (Array.isArray(input)) return { ok: false, errors: [NOT_AN_OBJECT] };
  // Also an array anywhere the document wants an object (`"theme": []` would reset the theme).
  const parsed = fieldErrorsOf(VendorDocumentSchema, input);
  if (parsed.errors.length) return { ok: false, errors: parsed.errors };
  const doc = parsed.output as VendorDocument;
  const errors = [...checkVendorDocumentReferences(doc), ...checkVendorPlaces(doc)];
  return errors.length ? { ok: false, errors } : { ok: true, doc };
}

/** What a valid document sets up that would silently do nothing (the write's `meta.warnings`), as of `now`. */
export function documentWarnings(doc: VendorDocument, now: Date): DocumentWarning[] {
  return [...vendorDocumentWarnings(doc), ...vendorPlaceWarnings(doc, now.getUTCFullYear())];
}
