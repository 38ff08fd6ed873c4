/**
 * Checks a vendor document whole: the schema, then keys and references, then where and when its
 * locations are (check-vendor-places.ts). Shared by PUT, PATCH and the seed.
 *
 * The lists are checked an item at a time, with the event loop given a turn every few
 * milliseconds (time/time-slices.ts): a document of 5,000 locations and 15,000 staff takes more
 * than a second to check, which must not hold every other request meanwhile.
 */
import {
  type DocumentWarning,
  type FieldError,
  VENDOR_DOCUMENT_LISTS,
  type VendorDocument,
  VendorDocumentFrameSchema,
  checkVendorDocumentReferences,
  vendorDocumentWarnings,
} from "#contract";
import { fieldErrorsOf } from "../http/validate.js";
import { type Slice, timeSlicer } from "../time/time-slices.js";
import { checkVendorPlaces, vendorPlaceWarnings } from "./check-vendor-places.js";

export type ParsedVendorDocument = { ok: true; doc: VendorDocument } | { ok: false; errors: FieldError[] };

const NOT_AN_OBJECT: FieldError = { field: "", code: "invalid_type", message: "must be a JSON object (the vendor document)" };

export async function parseVendorDocument(input: unknown, slice: Slice = timeSlicer()): Promise<ParsedVendorDocument> {
  // valibot takes an array for an object (and then lists every key as missing).
  if (Array.isArray(input)) return { ok: false, errors: [NOT_AN_OBJECT] };
  // Also an array anywhere the document wants an object (`"theme": []` would reset the theme).
  // The frame is checked without the lists' items (each is checked on its own below): walking
  // thousands of them at once would hold the event loop as long as checking them.
  const record = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : undefined;
  const bare =
    record && Object.fromEntries(Object.entries(record).map(([key, value]) => [key, key in VENDOR_DOCUMENT_LISTS && Array.isArray(value) ? [] : value]));
  const frame = fieldErrorsOf(VendorDocumentFrameSchema, bare ?? input);
  const errors = [...frame.errors];
  const lists: Record<string, unknown[]> = {};
  for (const [name, schema] of Object.entries(VENDOR_DOCUMENT_LISTS)) {
    const items = record?.[name];
    if (!Array.isArray(items)) continue;
    const checked: unknown[] = [];
    for (const [i, item] of items.entries()) {
      const result = fieldErrorsOf(schema, item);
      for (const error of result.errors) errors.push({ ...error, field: error.field ? `${name}.${i}.${error.field}` : `${name}.${i}` });
      checked.push(result.output);
      await slice();
    }
    lists[name] = checked;
  }
  if (errors.length) return { ok: false, errors };
  const doc = { ...(frame.output as object), ...lists } as unknown as VendorDocument;
  const refused = [...checkVendorDocumentReferences(doc), ...(await checkVendorPlaces(doc, slice))];
  return refused.length ? { ok: false, errors: refused } : { ok: true, doc };
}

/** What a valid document sets up that would silently do nothing (the write's `meta.warnings`), as of `now`. */
export function documentWarnings(doc: VendorDocument, now: Date): DocumentWarning[] {
  return [...vendorDocumentWarnings(doc), ...vendorPlaceWarnings(doc, now.getUTCFullYear())];
}
