/**
 * For outage tests: a PostgreSQL cluster of the test file's own (so crashing it disturbs no other
 * file), durable like a production one (an acknowledged commit survives the crash), with one
 * seeded demo database and servers on it built as `main.ts` builds them.
 */
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp, type BuildAppOptions } from "../../server/src/app.js";
import { loadConfig, type Config } from "../../server/src/config.js";
import { openStore, type Store } from "../../server/src/db/database.js";
import { seedDemoData } from "../../server/src/demo/seed-demo.js";
import { fixedClock } from "../../server/src/time/clock.js";
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from "./postgres-cluster.js";
import { TEST_NOW } from "./test-server.js";

/**
 * Whether this run can start a cluster: PostgreSQL's binaries are there and, in projects with the
 * dialect matrix, PostgreSQL is part of it.
 */
export const canCrashPostgres = ((inject("dialects") as string[] | undefined)?.includes("postgres") ?? true) && findPostgresBin() !== undefined;

export interface CrashablePostgres {
  cluster: PostgresCluster;
  config: Config;
  /** A server on the database (not listening), closed with `close()`. */
  instance(options?: Omit<BuildAppOptions, "config" | "store">): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function startCrashablePostgres(env: Record<string, string> = {}): Promise<CrashablePostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error("no PostgreSQL binaries");
  const cluster = await startPostgresCluster(bin, { durable: true });
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query("create database qb_outage");
  await admin.end();
  const config = loadConfig({
    DATABASE_URL: cluster.adminUrl.replace(/\/postgres$/, "/qb_outage"),
    DEFAULT_VENDOR: "demo",
    LOG_LEVEL: "silent",
    PORT: "0",
    RATE_LIMIT_PER_MINUTE: "100000",
    ...env,
  });
  const opened: { app: FastifyInstance; store: Store }[] = [];
  let seeded = false;
  return {
    cluster,
    config,
    async instance(options = {}) {
      const store = await openStore(config.database);
      const clock = fixedClock(TEST_NOW);
      if (!seeded) await seedDemoData(store.db, clock.now());
      seeded = true;
      const app = await buildApp({ logger: false, clock, ...options, config, store });
      opened.push({ app, store });
      return app;
    },
    async close() {
      for (const { app, store } of opened.splice(0)) {
        await app.close();
        await store.close();
      }
      cluster.stop();
    },
  };
}
