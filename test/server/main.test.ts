/**
 * The server's start (`server/src/main.ts`) as a real process on an empty SQLite file: a
 * newcomer's run loads the demo and serves it without any header; a production run loads
 * nothing and has no default vendor, unless the demo is asked for.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseLine, startServerProcess, type ServerProcess } from "../helpers/server-process.js";

describe("starting on an empty database", () => {
  const dir = mkdtempSync(join(tmpdir(), "qb-main-"));
  const running: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of running) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function startOn(name: string, env: Record<string, string>) {
    const server = await startServerProcess({ DATABASE_URL: join(dir, `${name}.sqlite`), ...env });
    running.push(server);
    const listening = parseLine(server.lines.find((line) => parseLine(line)?.msg === "listening") ?? "");
    const locations = await fetch(`${server.url}/api/v2/open/locations`);
    return { listening, status: locations.status, body: (await locations.json()) as { code?: string }, server };
  }

  it("loads the demo and makes it the default vendor on a trial run", { timeout: 120_000 }, async () => {
    const trial = await startOn("trial", {});
    expect(trial.listening).toMatchObject({ demo: true, defaultVendor: "demo" });
    expect(trial.status).toBe(200);
    expect(trial.server.lines.some((line) => parseLine(line)?.msg === "loaded the demo vendors into the empty database")).toBe(true);
  });

  it("loads nothing in production, and serves no vendor by default", { timeout: 120_000 }, async () => {
    const production = await startOn("production", { NODE_ENV: "production" });
    expect(production.listening).toMatchObject({ demo: false, defaultVendor: null });
    expect(production.status).toBe(404);
    expect(production.body.code).toBe("vendor_not_found");
    const demo = await fetch(`${production.server.url}/api/v2/open/locations`, { headers: { "x-vendor": "demo" } });
    expect(demo.status).toBe(404);
  });

  it("loads the demo in production when SEED_DEMO=1, still without making it the default", { timeout: 120_000 }, async () => {
    const staging = await startOn("staging", { NODE_ENV: "production", SEED_DEMO: "1" });
    expect(staging.listening).toMatchObject({ demo: true, defaultVendor: null });
    expect(staging.status).toBe(404);
    const demo = await fetch(`${staging.server.url}/api/v2/open/locations`, { headers: { "x-vendor": "demo" } });
    expect(demo.status).toBe(200);
  });
});
