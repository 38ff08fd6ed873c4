/**
 * A real server process as deployed (`NODE_ENV=production`, no SMTP) handles a join (with an
 * email address and a phone number) and visits with the confirm code in the URL: its log is JSON lines only, says which messages were
 * not sent and to whom (masked), and never shows a confirm code, a manage link, or a client's
 * full email address or phone number.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore } from "../../server/src/db/database.js";
import { seedDemoData } from "../../server/src/demo/seed-demo.js";
import { demoIds, type DemoIds } from "../helpers/demo-ids.js";
import { joinOverHttp } from "../helpers/join-over-http.js";
import { parseLine, startServerProcess, type ServerProcess } from "../helpers/server-process.js";

const EMAIL = "alice.wonder@example.com";
const PHONE = "+15145550122";

describe("production logs of a real server process", () => {
  const dir = mkdtempSync(join(tmpdir(), "qb-logs-"));
  const filename = join(dir, "queue-booking.sqlite");
  let server: ServerProcess | undefined;
  let ids: DemoIds;

  beforeAll(async () => {
    const store = await openStore({ kind: "sqlite", filename, synchronous: "full" });
    await seedDemoData(store.db, new Date());
    ids = await demoIds(store.db);
    await store.close();
    server = await startServerProcess({ NODE_ENV: "production", DATABASE_URL: filename, DEFAULT_VENDOR: "demo", LOG_LEVEL: "info" });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("logs unsent messages without their secrets, and redacts confirm codes in request URLs", { timeout: 120_000 }, async () => {
    if (!server) throw new Error("server not started");
    const joined = await joinOverHttp(server.url, ids, { email: EMAIL, cell_phone: PHONE });
    const page = await fetch(`${server.url}/callback-service/manage?vendor=demo&id=${joined.id}&code=${joined.code}&lang=en`);
    expect(page.status).toBe(200);
    const read = await fetch(`${server.url}/api/v3/open/walkin-conversion?id=${joined.id}&confirm_code=${joined.code}`, { headers: { "x-vendor": "demo" } });
    expect(read.status).toBeLessThan(500);

    const emailLine = parseLine(await server.waitForLine((line) => parseLine(line)?.msg === "email not sent: SMTP_URL unset", 30_000));
    expect(emailLine).toMatchObject({ level: 30, channel: "email", to: "a***@example.com", queueAppointmentId: joined.id, kind: expect.any(String) });
    await server.waitForLine((line) => line.includes("walkin-conversion"));

    const log = server.lines.join("\n");
    expect(log).toContain("/callback-service/manage?vendor=demo&id=");
    expect(log).toContain("code=[Redacted]");
    expect(log).toContain("confirm_code=[Redacted]");
    expect(log).not.toContain(joined.code);
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain("5145550122");
    expect(log).not.toMatch(/manage\?[^"]*code=(?!\[Redacted\])/);
    expect(log).not.toContain("Maria");
    // One format: every line is a JSON object, the start included.
    expect(server.lines.filter((line) => !parseLine(line))).toEqual([]);
    expect(server.lines.some((line) => parseLine(line)?.msg === "listening")).toBe(true);
  });

  it("stops on SIGTERM with exit code 0", async () => {
    expect(await server?.stop()).toBe(0);
  });
});
