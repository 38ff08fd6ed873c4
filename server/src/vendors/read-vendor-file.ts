/** Reads and checks a vendor document file for `npm run seed`; the same checks as the admin API. */
import { readFileSync } from "node:fs";
import { basename, extname } from "node:path";
import * as v from "valibot";
import { VendorSlugSchema, type FieldError, type VendorDocument } from "#contract";
import { parseVendorDocument } from "./parse-vendor-document.js";

export type VendorFile = { ok: true; slug: string; doc: VendorDocument } | { ok: false; message: string; errors: FieldError[] };

/** The slug defaults to the file name without its extension. */
export async function readVendorFile(file: string, slug = basename(file, extname(file))): Promise<VendorFile> {
  if (!v.is(VendorSlugSchema, slug)) {
    return { ok: false, message: `"${slug}" is not a valid vendor slug (lowercase letters, digits, '-' or '_')`, errors: [] };
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    return { ok: false, message: `Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`, errors: [] };
  }
  const parsed = await parseVendorDocument(json);
  if (!parsed.ok) return { ok: false, message: `${file} is not a valid vendor document:`, errors: parsed.errors };
  return { ok: true, slug, doc: parsed.doc };
}
