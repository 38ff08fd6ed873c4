/**
 * `npm run seed -- FILE [--slug SLUG]`: loads a vendor configuration document into the
 * database named by DATABASE_URL, exactly as `PUT /api/v2/admin/vendors/{slug}` would.
 * The slug defaults to the file name without its extension.
 */
import { readFileSync } from "node:fs";
import { basename, extname } from "node:path";
import * as v from "valibot";
import {
  VendorDocumentSchema,
  VendorSlugSchema,
  checkVendorDocumentReferences,
  issuesToFieldErrors,
  type FieldError,
} from "../../../widget/src/contract/index.js";
import { ConfigError, loadConfig } from "../config.js";
import { openStore } from "../db/database.js";
import { applyVendorDocument } from "../vendors/apply-vendor-document.js";

function fail(message: string, errors: FieldError[] = []): never {
  process.stderr.write(`${message}\n${errors.map((e) => `  ${e.field || "(document)"}: ${e.message}`).join("\n")}\n`);
  process.exit(1);
}

async function main(argv: string[]): Promise<void> {
  const slugFlag = argv.indexOf("--slug");
  const file = argv.find((arg, i) => !arg.startsWith("--") && i !== slugFlag + 1);
  if (!file) fail("Usage: npm run seed -- FILE [--slug SLUG]");
  const slug = slugFlag >= 0 ? argv[slugFlag + 1] : basename(file, extname(file));
  if (!v.is(VendorSlugSchema, slug)) fail(`"${slug}" is not a valid vendor slug (lowercase letters, digits, '-' or '_')`);

  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    fail(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = v.safeParse(VendorDocumentSchema, json, { abortEarly: false });
  if (!parsed.success) fail(`${file} is not a valid vendor document:`, issuesToFieldErrors(parsed.issues));
  const references = checkVendorDocumentReferences(parsed.output);
  if (references.length) fail(`${file} is not a valid vendor document:`, references);

  const store = await openStore(loadConfig().database);
  try {
    const result = await applyVendorDocument(store.db, slug, parsed.output, new Date());
    process.stdout.write(`${result.created ? "Created" : "Replaced"} vendor "${slug}" (id ${result.vendorId})\n`);
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  fail(error instanceof ConfigError ? error.message : `Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
});
