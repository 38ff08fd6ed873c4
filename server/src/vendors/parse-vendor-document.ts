/** Checks a vendor document whole: the schema, then keys and references. Shared by PUT, PATCH and the seed. */
import * as v from "valibot";
import {
  VendorDocumentSchema,
  checkVendorDocumentReferences,
  issuesToFieldErrors,
  type FieldError,
  type VendorDocument,
} from "../../../widget/src/contract/index.js";

export type ParsedVendorDocument = { ok: true; doc: VendorDocument } | { ok: false; errors: FieldError[] };

const NOT_AN_OBJECT: FieldError = { field: "", code: "invalid_type", message: "must be a JSON object (the vendor document)" };

export function parseVendorDocument(input: unknown): ParsedVendorDocument {
  // valibot takes an array for an object (and then lists every key as missing).
  if (Array.isArray(input)) return { ok: false, errors: [NOT_AN_OBJECT] };
  const parsed = v.safeParse(VendorDocumentSchema, input, { abortEarly: false });
  if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.issues) };
  const errors = checkVendorDocumentReferences(parsed.output);
  return errors.length ? { ok: false, errors } : { ok: true, doc: parsed.output };
}
