/**
 * Builds a real server on a real, fresh database for one test file and dialect:
 * SQLite in memory, or a new database on the run's PostgreSQL cluster.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { buildApp } from "../../server/src/app.js";
import { loadConfig, type Config } from "../../server/src/config.js";
import { openStore, type Store } from "../../server/src/db/database.js";
import { seedDemoData } from "../../server/src/demo/seed-demo.js";
import type { EventBus } from "../../server/src/live/event-bus.js";
import { fixedClock } from "../../server/src/time/clock.js";
import { type AnswerWatch, answerCheckEnabled, watchAnswers } from "./openapi-answer-watch.js";

export type Dialect = "sqlite" | "postgres";
export const ADMIN_TOKEN = "test-admin-token-0123456789";
/** A Sunday-afternoon instant; the demo's 24-hour branch is open at any time anyway. */
export const TEST_NOW = "2026-11-22T15:00:00.000Z";

export interface TestServer {
  app: FastifyInstance;
  store: Store;
  config: Config;
  clock: ReturnType<typeof fixedClock>;
  /** `inject` with the vendor header, JSON and (for writes) a fresh CSRF token. */
  call(options: InjectOptions & { vendor?: string | null; csrf?: boolean }): Promise<LightMyRequestResponse>;
  /** The check of every answer against the OpenAPI document, unless the test turned it off. */
  answerWatch: AnswerWatch | undefined;
  close(): Promise<void>;
}

/** `sqliteFile`: SQLite in a file of a fresh folder (WAL, a reader beside the writer) rather than in memory. */
export async function createDatabaseUrl(dialect: Dialect, sqliteFile = false): Promise<{ url: string; drop(): Promise<void> }> {
  if (dialect === "sqlite" && sqliteFile) {
    const folder = mkdtempSync(join(tmpdir(), "qb-test-"));
    return { url: join(folder, "store.sqlite"), drop: async () => rmSync(folder, { recursive: true, force: true }) };
  }
  if (dialect === "sqlite") return { url: ":memory:", drop: async () => {} };
  const adminUrl = inject("postgresAdminUrl");
  if (!adminUrl) throw new Error("PostgreSQL requested but not started");
  const name = `qb_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: adminUrl.replace(/\/postgres$/, `/${name}`),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestServer(
  dialect: Dialect,
  /**
   * `databaseUrl`: a database of the caller's (kept at close) instead of a fresh one; `bus`: the
   * live events' bus (the caller closes it) instead of the store's own; `onStore`: sees the store
   * before the app is built (to wrap its handle, e.g. to count statements); `widgetDir`: the
   * element's build to serve instead of the project's; `sqliteFile`: SQLite in a file, not in memory;
   * `checkAnswers: false`: no check of the answers against the OpenAPI document (openapi-answer-watch.ts).
   */
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    now?: string;
    databaseUrl?: string;
    bus?: EventBus;
    onStore?(store: Store): void;
    widgetDir?: string;
    sqliteFile?: boolean;
    checkAnswers?: boolean;
  } = {},
): Promise<TestServer> {
  const database = options.databaseUrl ? { url: options.databaseUrl, drop: async () => {} } : await createDatabaseUrl(dialect, options.sqliteFile);
  const config = loadConfig({
    DATABASE_URL: database.url,
    ADMIN_TOKEN,
    DEFAULT_VENDOR: "demo",
    LOG_LEVEL: "silent",
    PORT: "0",
    // Many tests change configuration rows directly, behind the server's back (as a CLI would),
    // and expect the next request to see it: the configuration cache is off unless a test asks.
    CONFIG_CACHE_TTL_MS: "0",
    // Estimates are worked out again before a change is answered, so a test reads them right after;
    // the tests of the deferred anchor (test/server/queue/line/) ask for a delay.
    LINE_SETTLE_MS: "0",
    LINE_REESTIMATE_MS: "0",
    // Every test's requests come from one address, and many tests read a lot or change rows
    // behind the server's back: the per-address read budget and the shared answers are off unless
    // a test asks (test/server/http/read-cost.test.ts does).
    READ_COST_PER_MINUTE: "10000000",
    READ_CONCURRENCY_PER_ADDRESS: "10000",
    SHARED_READ_CACHE_MS: "0",
    ...options.env,
  });
  const store = await openStore(config.database);
  const clock = fixedClock(options.now ?? TEST_NOW);
  if (options.seed !== false) await seedDemoData(store.db, clock.now());
  options.onStore?.(store);
  const app = await buildApp({ config, store, clock, logger: false, bus: options.bus, widgetDir: options.widgetDir });
  await app.ready();
  const watch = answerCheckEnabled(options.checkAnswers) ? await watchAnswers(app) : undefined;
  // Tokens live four hours: one fetched before a test moved the clock far is fetched again.
  const csrfTokens = new Map<string, { token: string; at: number }>();

  async function call(opts: InjectOptions & { vendor?: string | null; csrf?: boolean }) {
    const { vendor = "demo", csrf, ...rest } = opts;
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string> | undefined) };
    if (vendor) headers["x-vendor"] = vendor;
    const method = (rest.method ?? "GET").toUpperCase();
    if ((csrf ?? method !== "GET") && vendor) {
      const now = clock.now().getTime();
      let cached = csrfTokens.get(vendor);
      if (!cached || Math.abs(now - cached.at) > 3_600_000) {
        const res = await app.inject({ method: "GET", url: "/api/v2/open/csrf", headers: { "x-vendor": vendor } });
        cached = { token: (res.json() as { token: string }).token, at: now };
        csrfTokens.set(vendor, cached);
      }
      headers["x-csrf-token"] = cached.token;
    }
    return app.inject({ ...rest, headers } as InjectOptions);
  }

  return {
    app,
    store,
    config,
    clock,
    call,
    answerWatch: watch,
    async close() {
      await app.close();
      await store.close();
      await database.drop();
      watch?.assertClean();
    },
  };
}

/**
 * Runs a describe block once per dialect of the run, each with its own server.
 * `get()` returns the server inside tests.
 */
export function describeEachDialect(
  name: string,
  body: (get: () => TestServer, dialect: Dialect) => void,
  options: Parameters<typeof createTestServer>[1] = {},
): void {
  for (const dialect of inject("dialects") as Dialect[]) {
    describe(`${name} [${dialect}]`, () => {
      let server: TestServer | undefined;
      beforeAll(async () => {
        server = await createTestServer(dialect, options);
      });
      afterAll(async () => {
        await server?.close();
      });
      body(() => {
        if (!server) throw new Error("server not started");
        return server;
      }, dialect);
    });
  }
}
