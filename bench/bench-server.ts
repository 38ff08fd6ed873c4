/**
 * The server under test as operators run it: `server/src/main.ts` in child processes of its own,
 * on a database the bench prepared first (the bench vendor applied, lines filled straight into
 * the tables) so every instance starts from the same rows and nothing is written behind a
 * running server's back. The load comes from the bench's process, never the server's.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import * as v from "valibot";
import { loadConfig } from "../server/src/config.js";
import { openStore } from "../server/src/db/database.js";
import type { Database } from "../server/src/db/schema.js";
import { applyVendorDocument } from "../server/src/vendors/apply-vendor-document.js";
import { VendorDocumentSchema } from "#contract";
import { freePort } from "../test/helpers/free-port.js";
import { spawnScript } from "../test/helpers/server-process.js";
import { benchVendor } from "./bench-vendor.js";

export const BENCH_ADMIN_TOKEN = "bench-admin-token-0123456789";
export const BENCH_VENDOR = "bench";

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh SQLite file, or a fresh database on the given PostgreSQL cluster. */
export async function createBenchDatabase(postgresAdminUrl?: string): Promise<BenchDatabase> {
  if (!postgresAdminUrl) {
    const dir = mkdtempSync(join(tmpdir(), "qb-bench-"));
    return { url: join(dir, "bench.sqlite"), drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `qb_bench_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresAdminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  return { url: postgresAdminUrl.replace(/\/postgres$/, `/${name}`), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** The ids the bench drives: locations in order, each with its staff members, and the teller service. */
export interface BenchIds {
  vendorId: number;
  locations: number[];
  staffAt: Map<number, number[]>;
  teller: number;
}

/** Applies the bench vendor, then lets `prepare` fill what it needs while no server runs. */
export async function prepareBenchDatabase(url: string, locations: number, prepare: (db: Kysely<Database>, ids: BenchIds) => Promise<void>): Promise<BenchIds> {
  const store = await openStore(loadConfig({ DATABASE_URL: url }).database);
  try {
    const { vendorId } = await applyVendorDocument(store.db, BENCH_VENDOR, v.parse(VendorDocumentSchema, benchVendor(locations)), new Date());
    const rows = await store.db.selectFrom("locations").select("id").where("vendor_id", "=", vendorId).orderBy("id").execute();
    const staff = await store.db
      .selectFrom("staff_locations")
      .select(["staff_id", "location_id"])
      .where(
        "location_id",
        "in",
        rows.map((r) => r.id),
      )
      .orderBy("staff_id")
      .execute();
    const staffAt = new Map<number, number[]>();
    for (const s of staff) staffAt.set(s.location_id, [...(staffAt.get(s.location_id) ?? []), s.staff_id]);
    const teller = await store.db.selectFrom("services").select("id").where("vendor_id", "=", vendorId).where("key", "=", "teller").executeTakeFirstOrThrow();
    const ids = { vendorId, locations: rows.map((r) => r.id), staffAt, teller: teller.id };
    await prepare(store.db, ids);
    return ids;
  } finally {
    await store.close();
  }
}

/** A server child process of the bench. */
export interface BenchServer {
  base: string;
  pid: number | undefined;
  /** SIGTERM, and SIGKILL if it has not exited within 30 s. */
  stop(): Promise<void>;
}

/**
 * One server child process on the database, ready to serve. Logs at `warn`: at `info` every
 * request writes two log lines, which would be measured with the server. So readiness is polled
 * on `/readyz` rather than read from the `listening` line.
 */
/** `env` adds to the server's environment. */
export async function startBenchServer(databaseUrl: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const child = spawnScript("server/src/main.ts", [], {
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SEED_DEMO: "0",
    LOG_FORMAT: "json",
    LOG_LEVEL: "warn",
    ADMIN_TOKEN: BENCH_ADMIN_TOKEN,
    RATE_LIMIT_PER_MINUTE: "1000000",
    // Every subscriber of the fan-out comes from loopback.
    LIVE_MAX_SOCKETS_PER_ADDRESS: "10000000",
    SHUTDOWN_DRAIN_MS: "0",
    ...env,
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output = (output + chunk).slice(-20_000)));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output = (output + chunk).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!running) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (!running) throw new Error(`server exited before it was ready:\n${output}`);
    const status = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return { base, pid: child.pid, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server not ready within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The resident set size of a process in MB (Linux), or NaN where /proc is not there. */
export function rssMb(pid: number | undefined): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith("VmRSS:"));
    return line ? Number(line.replace(/\D+/g, "")) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The highest RSS seen while `task` runs, sampled every 100 ms. */
export async function peakRssDuring<T>(pid: number | undefined, task: Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  try {
    return { result: await task, peakMb: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}
