/**
 * Reports at a vendor's real size (docs/reports.md#how-fast): a year of history for 100 branches
 * (about 190 visits a day each, 7 million visits), then a month's report — all branches, one
 * branch, one service — timed through the real query code, on SQLite and on PostgreSQL.
 *
 * The history goes straight into the aggregates: synthetic visits are turned into their facts by
 * the roll-up's own pure code (visit-facts.ts) and written by its own upserts (aggregate-batch.ts),
 * which is what the roll-up would have written, without inserting millions of visit rows first.
 *
 * `npm run bench:reports [-- --scale 0.1]`: the scale shrinks the days of history (0.1: about 36
 * days) for a quick run. `BENCH_DIALECTS=sqlite` skips PostgreSQL; `BENCH_ROUNDS` (default 7).
 */
import * as v from "valibot";
import { VendorDocumentSchema } from "#contract";
import { loadConfig } from "../server/src/config.js";
import { openStore } from "../server/src/db/database.js";
import { addFacts, emptyBatch, writeBatch } from "../server/src/reports/aggregate-batch.js";
import { buildReportView } from "../server/src/reports/report-view.js";
import { visitFacts } from "../server/src/reports/visit-facts.js";
import { applyVendorDocument } from "../server/src/vendors/apply-vendor-document.js";
import { seededRandom } from "../test/helpers/seeded-random.js";
import { findPostgresBin, type PostgresCluster, startPostgresCluster } from "../test/helpers/postgres-cluster.js";
import { BENCH_VENDOR, createBenchDatabase } from "./bench-server.js";
import { benchVendor } from "./bench-vendor.js";
import { median } from "./median.js";

const scaleAt = process.argv.indexOf("--scale");
const SCALE = scaleAt > 0 ? Number(process.argv[scaleAt + 1]) : 1;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const DIALECTS = (process.env.BENCH_DIALECTS ?? "sqlite,postgres").split(",");
const BRANCHES = 100;
const VISITS_PER_DAY = 190;
const STAFF_PER_BRANCH = 5;
const LAST_DAY = Date.parse("2026-10-31T00:00:00Z");
const HISTORY_DAYS = Math.max(31, Math.round(365 * SCALE));
const MONTH = { from: "2026-10-01", to: "2026-10-31" };
const DAY_MS = 86_400_000;

async function fill(url: string): Promise<{ vendorId: number; locations: number[]; services: number[]; visits: number; ms: number }> {
  const store = await openStore(loadConfig({ DATABASE_URL: url }).database);
  try {
    const doc = v.parse(VendorDocumentSchema, benchVendor(BRANCHES));
    const { vendorId } = await applyVendorDocument(store.db, BENCH_VENDOR, doc, new Date());
    const locations = await store.db.selectFrom("locations").select(["id", "timezone"]).where("vendor_id", "=", vendorId).orderBy("id").execute();
    const services = (await store.db.selectFrom("services").select("id").where("vendor_id", "=", vendorId).orderBy("id").execute())
      .map((s) => s.id)
      .slice(0, 3);
    const next = seededRandom(42);
    const started = performance.now();
    let visits = 0;
    for (const [branch, location] of locations.entries()) {
      // One transaction per branch and month of history: a few thousand upserts each.
      for (let first = HISTORY_DAYS - 1; first >= 0; first -= 31) {
        const batch = emptyBatch();
        for (let d = first; d > first - 31 && d >= 0; d--) {
          const day = LAST_DAY - d * DAY_MS;
          for (let i = 0; i < VISITS_PER_DAY; i++) {
            // Joined between 15:00 and 01:00 UTC (office hours across North America's zones).
            const joined = day + 15 * 3_600_000 + Math.floor(next() * 10 * 3_600_000);
            const wait = Math.floor(next() * next() * 3600);
            const r = next();
            const status = r < 0.8 ? 2 : r < 0.9 ? 3 : 4;
            const startedAt = status === 2 ? new Date(joined + wait * 1000).toISOString() : null;
            const visit = {
              location_id: location.id,
              service_id: services[i % services.length] ?? 0,
              user_id: status === 2 ? 1_000_000 + branch * STAFF_PER_BRANCH + Math.floor(next() * STAFF_PER_BRANCH) : null,
              status,
              created_at: new Date(joined).toISOString(),
              started_at: startedAt,
              finished_at:
                status === 2 ? new Date(joined + (wait + 120 + Math.floor(next() * 1200)) * 1000).toISOString() : new Date(joined + wait * 1000).toISOString(),
              promised_start_at: next() < 0.9 ? new Date(joined + Math.max(0, wait + Math.floor((next() - 0.5) * 900)) * 1000).toISOString() : null,
            };
            addFacts(batch, vendorId, visitFacts(visit, location.timezone, next() < 0.5));
            visits++;
          }
        }
        await store.db.transaction().execute((tx) => writeBatch(tx, batch));
      }
    }
    return { vendorId, locations: locations.map((l) => l.id), services, visits, ms: performance.now() - started };
  } finally {
    await store.close();
  }
}

async function timeReport(url: string, vendorId: number, query: Parameters<typeof buildReportView>[2]): Promise<number> {
  const store = await openStore(loadConfig({ DATABASE_URL: url }).database);
  try {
    const times: number[] = [];
    // One run to warm the caches, then the timed ones.
    for (let i = 0; i <= ROUNDS; i++) {
      const t = performance.now();
      await buildReportView(store.db, vendorId, query, new Date());
      if (i) times.push(performance.now() - t);
    }
    return median(times);
  } finally {
    await store.close();
  }
}

async function benchDialect(label: string, postgresAdminUrl?: string): Promise<void> {
  const database = await createBenchDatabase(postgresAdminUrl);
  try {
    const filled = await fill(database.url);
    const rows = await (async () => {
      const store = await openStore(loadConfig({ DATABASE_URL: database.url }).database);
      try {
        const count = async (table: "report_days" | "report_hours" | "report_minutes") =>
          Number(
            (
              await store.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as("n"))
                .executeTakeFirstOrThrow()
            ).n,
          );
        return { days: await count("report_days"), hours: await count("report_hours"), minutes: await count("report_minutes") };
      } finally {
        await store.close();
      }
    })();
    console.log(
      `\n== ${label}: ${BRANCHES} branches, ${HISTORY_DAYS} days, ${filled.visits.toLocaleString("en-US")} visits rolled up in ${(filled.ms / 1000).toFixed(0)} s`,
    );
    console.log(
      `   aggregate rows: ${rows.days.toLocaleString("en-US")} days, ${rows.hours.toLocaleString("en-US")} hours, ${rows.minutes.toLocaleString("en-US")} minutes`,
    );
    console.log(`   a month's report (${MONTH.from} … ${MONTH.to}), median of ${ROUNDS} (ms):`);
    const cases: [string, Parameters<typeof buildReportView>[2]][] = [
      ["all branches", MONTH],
      ["one branch", { ...MONTH, location: filled.locations[0] }],
      ["one service", { ...MONTH, service: filled.services[0] }],
    ];
    for (const [name, query] of cases) console.log(`   ${name.padEnd(14)} ${(await timeReport(database.url, filled.vendorId, query)).toFixed(0).padStart(6)}`);
  } finally {
    await database.drop();
  }
}

console.log(`queue-booking reports bench — Node ${process.version}, scale ${SCALE}`);
if (DIALECTS.includes("sqlite")) await benchDialect("SQLite");
const bin = DIALECTS.includes("postgres") ? findPostgresBin() : undefined;
if (bin) {
  let cluster: PostgresCluster | undefined;
  try {
    cluster = await startPostgresCluster(bin);
    await benchDialect("PostgreSQL", cluster.adminUrl);
  } finally {
    await cluster?.stop();
  }
} else if (DIALECTS.includes("postgres")) console.log("\n== PostgreSQL: no binaries under /usr/lib/postgresql, skipped");
