/**
 * `npm run create-vendor -- --slug SLUG --name NAME --admin-name NAME --admin-email EMAIL`: a new
 * vendor with its first admin in the database named by DATABASE_URL, as `POST
 * /api/v2/admin/vendors` does. Prints the admin's invitation link (also emailed when SMTP_URL is
 * set, by a running server's outbox).
 */
import * as v from "valibot";
import { CreateVendorBodySchema } from "#contract";
import { ConfigError, loadConfig } from "../config.js";
import { openStore } from "../db/database.js";
import { ApiError } from "../http/api-error.js";
import { createVendorWithAdmin } from "../office/create-vendor.js";

const USAGE = "Usage: npm run create-vendor -- --slug SLUG --name NAME --admin-name NAME --admin-email EMAIL";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function flag(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : undefined;
}

async function main(argv: string[]): Promise<void> {
  const parsed = v.safeParse(CreateVendorBodySchema, {
    slug: flag(argv, "slug"),
    name: flag(argv, "name"),
    admin: { full_name: flag(argv, "admin-name"), email: flag(argv, "admin-email") },
  });
  if (!parsed.success) fail(`${USAGE}\n${parsed.issues.map((i) => `  ${v.getDotPath(i) ?? ""}: ${i.message}`).join("\n")}`);
  const config = loadConfig();
  const store = await openStore(config.database);
  try {
    const created = await createVendorWithAdmin(store.db, parsed.output, { publicUrl: config.publicUrl, locale: "en", now: new Date() });
    process.stdout.write(`Created vendor "${parsed.output.slug}" (id ${created.vendorId}).\nInvitation for ${parsed.output.admin.email}:\n${created.link}\n`);
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof ApiError) fail(error.message);
  fail(`Creating the vendor failed: ${error instanceof Error ? error.message : String(error)}`);
});
