/**
 * `npm run seed -- FILE [--slug SLUG]`: loads a vendor configuration document into the
 * database named by DATABASE_URL, exactly as `PUT /api/v2/admin/vendors/{slug}` would.
 */
import { ConfigError, loadConfig } from "../config.js";
import { openStore } from "../db/database.js";
import { applyVendorDocument } from "../vendors/apply-vendor-document.js";
import { readVendorFile } from "../vendors/read-vendor-file.js";

function fail(message: string, errors: { field: string; message: string }[] = []): never {
  process.stderr.write(`${message}\n${errors.map((e) => `  ${e.field || "(document)"}: ${e.message}`).join("\n")}\n`);
  process.exit(1);
}

async function main(argv: string[]): Promise<void> {
  const slugFlag = argv.indexOf("--slug");
  const file = argv.find((arg, i) => !arg.startsWith("--") && i !== slugFlag + 1);
  if (!file) fail("Usage: npm run seed -- FILE [--slug SLUG]");
  const read = await readVendorFile(file, slugFlag >= 0 ? argv[slugFlag + 1] : undefined);
  if (!read.ok) fail(read.message, read.errors);
  const store = await openStore(loadConfig().database);
  try {
    const result = await applyVendorDocument(store.db, read.slug, read.doc, new Date());
    process.stdout.write(`${result.created ? "Created" : "Replaced"} vendor "${read.slug}" (id ${result.vendorId})\n`);
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  fail(error instanceof ConfigError ? error.message : `Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
});
