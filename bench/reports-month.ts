/**
 * Reports at a vendor's real size (docs/reports.md#how-fast): a year of history for 100 branches
 * (about 190 visits a day each, 7 million visits), then a month's report — all branches, one
 * branch, one service, one staff member — timed through the real query code, on SQLite and on
 * PostgreSQL.
 *
 * The report's month goes straight into the aggregates: synthetic visits are turned into their
 * facts by the roll-up's own pure code (visit-facts.ts) and written by its own upserts
 * (aggregate-batch.ts), which is what the roll-up would have written, without inserting millions
 * of visit rows first. The eleven months before it are copies of that month's aggregate rows with
 * their days moved back (INSERT … SELECT), so the tables hold a year's rows in minutes.
 *
 * `npm run bench:reports [-- --months 3]`: months of history (default 12). `BENCH_DIALECTS=sqlite`
 * skips PostgreSQL; `BENCH_ROUNDS` (default 7).
 */
import { sql } from "kysely";
import * as v from "valibot";
import { VendorDocumentSchema } from "#contract";
import { loadConfig } from "../server/src/config.js";
import { openStore, type Store } from "../server/src/db/database.js";
import { addFacts, DAYS_TABLE, emptyBatch, HISTOGRAMS_TABLE, writeBatch } from "../server/src/reports/aggregate-batch.js";
import { buildReportView } from "../server/src/reports/report-view.js";
import { visitFacts } from "../server/src/reports/visit-facts.js";
import { applyVendorDocument } from "../server/src/vendors/apply-vendor-document.js";
import { seededRandom } from "../test/helpers/seeded-random.js";
import { BENCH_VENDOR, createBenchDatabase } from "./bench-server.js";
import { benchVendor } from "./bench-vendor.js";
import { benchEachDialect } from "./each-dialect.js";
import { median } from "./median.js";

const monthsAt = process.argv.indexOf("--months");
const MONTHS = monthsAt > 0 ? Math.max(1, Number(process.argv[monthsAt + 1])) : 12;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const BRANCHES = 100;
const VISITS_PER_DAY = 190;
const STAFF_PER_BRANCH = 5;
const LAST_DAY = Date.parse("2026-10-31T00:00:00Z");
const MONTH_DAYS = 31;
const MONTH = { from: "2026-10-01", to: "2026-10-31" };
const DAY_MS = 86_400_000;

interface Filled {
  vendorId: number;
  locations: number[];
  services: number[];
  staffMember: number;
  visits: number;
  monthMs: number;
  copyMs: number;
}

async function fill(url: string): Promise<Filled> {
  const store = await openStore(loadConfig({ DATABASE_URL: url }).database);
  try {
    const doc = v.parse(VendorDocumentSchema, benchVendor(BRANCHES));
    const { vendorId } = await applyVendorDocument(store.db, BENCH_VENDOR, doc, new Date());
    const locations = await store.db.selectFrom("locations").select(["id", "timezone"]).where("vendor_id", "=", vendorId).orderBy("id").execute();
    const services = (await store.db.selectFrom("services").select("id").where("vendor_id", "=", vendorId).orderBy("id").execute())
      .map((s) => s.id)
      .slice(0, 3);
    const staffOf = (branch: number) => 1_000_000 + branch * STAFF_PER_BRANCH + Math.floor(next() * STAFF_PER_BRANCH);
    const next = seededRandom(42);
    const started = performance.now();
    let visits = 0;
    for (const [branch, location] of locations.entries()) {
      // One transaction per branch: a few thousand upserts.
      const batch = emptyBatch();
      for (let d = MONTH_DAYS - 1; d >= 0; d--) {
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
            user_id: status === 2 ? staffOf(branch) : null,
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
    const monthMs = performance.now() - started;
    for (let month = 1; month < MONTHS; month++) await copyMonthBack(store, month * MONTH_DAYS);
    return {
      vendorId,
      locations: locations.map((l) => l.id),
      services,
      staffMember: 1_000_000,
      visits: visits * MONTHS,
      monthMs,
      copyMs: performance.now() - started - monthMs,
    };
  } finally {
    await store.close();
  }
}

/** Copies the report month's aggregate rows `days` days back, as history. */
async function copyMonthBack(store: Store, days: number): Promise<void> {
  const shifted = store.dialect === "postgres" ? sql`to_char(day::date - ${sql.lit(days)}, 'YYYY-MM-DD')` : sql`date(day, ${sql.lit(`-${days} days`)})`;
  for (const table of ["report_days", "report_histograms"] as const) {
    const names = (table === "report_days" ? DAYS_TABLE : HISTOGRAMS_TABLE).columns;
    const list = sql.join(names.map((n) => sql.ref(n)));
    const select = sql.join(names.map((n) => (n === "day" ? shifted : sql.ref(n))));
    await sql`insert into ${sql.table(table)} (${list}) select ${select} from ${sql.table(table)} where day >= ${MONTH.from} and day <= ${MONTH.to}`.execute(
      store.db,
    );
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
        const count = async (table: "report_days" | "report_histograms") =>
          Number(
            (
              await store.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as("n"))
                .executeTakeFirstOrThrow()
            ).n,
          );
        return { days: await count("report_days"), histograms: await count("report_histograms") };
      } finally {
        await store.close();
      }
    })();
    console.log(
      `\n== ${label}: ${BRANCHES} branches, ${MONTHS} months of ${MONTH_DAYS} days, ${filled.visits.toLocaleString("en-US")} visits` +
        ` (the report's month rolled up in ${(filled.monthMs / 1000).toFixed(0)} s, the months before copied in ${(filled.copyMs / 1000).toFixed(0)} s)`,
    );
    console.log(`   aggregate rows: ${rows.days.toLocaleString("en-US")} days, ${rows.histograms.toLocaleString("en-US")} histograms`);
    console.log(`   a month's report (${MONTH.from} … ${MONTH.to}), median of ${ROUNDS} (ms):`);
    const cases: [string, Parameters<typeof buildReportView>[2]][] = [
      ["all branches", MONTH],
      ["one branch", { ...MONTH, location: filled.locations[0] }],
      ["one service", { ...MONTH, service: filled.services[0] }],
      ["one person", { ...MONTH, staff: filled.staffMember }],
      ["service+person", { ...MONTH, service: filled.services[0], staff: filled.staffMember }],
    ];
    for (const [name, query] of cases) console.log(`   ${name.padEnd(14)} ${(await timeReport(database.url, filled.vendorId, query)).toFixed(0).padStart(6)}`);
  } finally {
    await database.drop();
  }
}

console.log(`queue-booking reports bench — Node ${process.version}, ${MONTHS} months of history`);
await benchEachDialect(benchDialect);
