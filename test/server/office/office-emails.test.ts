/**
 * The back office's emails reach a real SMTP server in the person's language, carrying the link
 * that works; and the operator's command line creates a vendor and prints the first admin's
 * invitation, refusing bad input with its usage.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/src/config.js";
import { openStore } from "../../../server/src/db/database.js";
import { readLink } from "../../../server/src/office/office-links.js";
import { ADMIN_TOKEN, describeEachDialect } from "../../helpers/test-server.js";
import { useNotificationSinks } from "../notifications/notification-sinks.js";

const run = promisify(execFile);

describeEachDialect("back-office emails", (server) => {
  const sinks = useNotificationSinks(server);

  it("sends the first admin's invitation in the operator's language, with the link", async () => {
    await sinks.clear();
    const res = await server().app.inject({
      method: "POST",
      url: "/api/v2/admin/vendors",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "accept-language": "es-MX,es;q=0.9" },
      payload: { slug: "norte", name: "Cooperativa Norte", admin: { full_name: "Inés Ruiz", email: "ines@norte.example" } },
    });
    expect(res.statusCode).toBe(201);
    await sinks.worker().drain();
    const [mail] = sinks.smtp().received;
    expect(mail?.to).toEqual(["ines@norte.example"]);
    expect(mail?.subject).toBe("Tiene una invitación a la oficina de Cooperativa Norte");
    expect(mail?.text).toContain("Hola, Inés Ruiz:");
    const link = res.json().data.invite_link as string;
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain("168 horas");
    const person = await readLink(server().store.db, link.split("#")[1] ?? "", server().clock.now());
    expect(person?.fullName).toBe("Inés Ruiz");
  });
});

describe("npm run create-vendor", () => {
  const cli = (args: string[], databaseUrl: string) =>
    run(process.execPath, ["--import", "tsx", "server/src/cli/create-vendor.ts", ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_URL: "https://queue.example.org", NODE_ENV: "production" },
    });

  it("creates the vendor and its admin, prints the invitation, and refuses a second vendor of that name", async () => {
    const folder = mkdtempSync(join(tmpdir(), "qb-create-vendor-"));
    const file = join(folder, "store.sqlite");
    try {
      const args = ["--slug", "riverside", "--name", "Riverside Clinic", "--admin-name", "Rae Admin", "--admin-email", "rae@riverside.example"];
      const { stdout } = await cli(args, file);
      expect(stdout).toMatch(
        /^Created vendor "riverside" \(id \d+\)\.\nInvitation for rae@riverside\.example:\nhttps:\/\/queue\.example\.org\/office\/link#[\w-]{43}\n$/,
      );
      await expect(cli(args, file)).rejects.toMatchObject({ code: 1, stderr: 'A vendor "riverside" exists already\n' });
      await expect(cli(["--slug", "Bad Slug"], file)).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/^Usage: npm run create-vendor/) });
      const store = await openStore(loadConfig({ DATABASE_URL: file, NODE_ENV: "production" }).database);
      try {
        const admin = await store.db
          .selectFrom("staff_users")
          .innerJoin("vendors", "vendors.id", "staff_users.vendor_id")
          .select(["staff_users.full_name", "staff_users.email", "staff_users.role_level"])
          .where("vendors.slug", "=", "riverside")
          .execute();
        expect(admin).toEqual([{ full_name: "Rae Admin", email: "rae@riverside.example", role_level: 30 }]);
      } finally {
        await store.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
