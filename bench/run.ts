/**
 * `npm run bench`: prints, in one run on one machine, the figures the README quotes.
 * Absolute numbers vary between machines; the ratios against a baseline measured in the same
 * run are what to compare. Not a test: nothing here asserts a time.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as v from "valibot";
import { VendorDocumentSchema } from "../widget/src/contract/index.js";
import { buildApp } from "../server/src/app.js";
import { loadConfig } from "../server/src/config.js";
import { openStore } from "../server/src/db/database.js";
import { applyVendorDocument } from "../server/src/vendors/apply-vendor-document.js";
import { benchVendor } from "./bench-vendor.js";
import { measure, startBareServer } from "./http-throughput.js";
import { fillBookings } from "./bench-bookings.js";
import { engineMs, fillLine, fullRecomputeMs, loadAndEstimateMs } from "./recompute.js";
import { fanOutMs } from "./websocket-fan-out.js";
import { printJoinBursts } from "./join-burst.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LOCATIONS = 200;
const BURST_JOINS = Number(process.env.BENCH_BURST_JOINS ?? 600);
const fmt = (n: number, digits = 1) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "qb-bench-"));
  const config = loadConfig({
    DATABASE_URL: join(dir, "bench.sqlite"),
    LOG_LEVEL: "silent",
    SEED_DEMO: "0",
    RATE_LIMIT_PER_MINUTE: "1000000",
    // The fan-out's thousands of subscribers all come from loopback.
    LIVE_MAX_SOCKETS_PER_ADDRESS: "1000000",
  });
  const store = await openStore(config.database);
  const { vendorId } = await applyVendorDocument(store.db, "bench", v.parse(VendorDocumentSchema, benchVendor(LOCATIONS)), new Date());
  const app = await buildApp({ config, store, logger: false });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const bare = await startBareServer();
  try {
    const locations = await store.db.selectFrom("locations").select("id").where("vendor_id", "=", vendorId).orderBy("id").execute();
    const teller = await store.db.selectFrom("services").select("id").where("vendor_id", "=", vendorId).where("key", "=", "teller").executeTakeFirstOrThrow();
    const csrf = (await (await fetch(`${base}/api/v2/open/csrf`, { headers: { "x-vendor": "bench" } })).json()) as { token: string };

    console.log(`queue-booking bench — Node ${process.version}, SQLite (WAL), ${SECONDS} s per HTTP run, 50 connections\n`);
    const baseline = await measure(bare.url, {}, SECONDS);
    let n = 0;
    const joins = await measure(
      `${base}/api/v2/open/queue-appointments`,
      {
        method: "POST",
        headers: { "content-type": "application/json", "x-vendor": "bench", "x-csrf-token": csrf.token },
        // Spread over the bench vendor's locations so lines stay the length of a busy branch.
        setupClient: (client) => {
          client.setBody(body(locations, teller.id, n++));
        },
        requests: [{ setupRequest: (req) => ({ ...req, body: body(locations, teller.id, n++) }) }],
      },
      SECONDS,
    );
    console.log("HTTP                                     req/s      p99 ms   non-2xx");
    console.log(`  bare Fastify JSON route            ${fmt(baseline.requestsPerSecond, 0).padStart(10)} ${fmt(baseline.p99Ms).padStart(10)} ${String(baseline.non2xx).padStart(9)}`);
    console.log(`  POST /api/v2/open/queue-appointments ${fmt(joins.requestsPerSecond, 0).padStart(8)} ${fmt(joins.p99Ms).padStart(10)} ${String(joins.non2xx).padStart(9)}`);
    console.log(`  joins per second / bare requests per second = ${fmt(joins.requestsPerSecond / baseline.requestsPerSecond, 3)}\n`);

    // Each line is measured first without bookings (the baseline), then with every staff member
    // booked for 45 minutes every two hours over the next day.
    console.log("Wait recompute (ms)          engine  + bookings  ratio   load+estimate  + bookings  ratio   full recompute");
    for (const waiting of [10, 1_000, 10_000]) {
      const location = locations[waiting === 10 ? 0 : waiting === 1_000 ? 1 : 2];
      if (!location) throw new Error("bench vendor has too few locations");
      await store.db.deleteFrom("queue_appointments").where("location_id", "=", location.id).execute();
      await fillLine(store.db, vendorId, location.id, teller.id, waiting);
      const [engine, engineBooked] = [engineMs(waiting, false), engineMs(waiting, true)];
      const loaded = await loadAndEstimateMs(store.db, location.id);
      const full = await fullRecomputeMs(store.db, location.id);
      await fillBookings(store.db, vendorId, location.id, teller.id, Date.now());
      const loadedBooked = await loadAndEstimateMs(store.db, location.id);
      console.log(
        `  ${String(waiting).padStart(6)} waiting  ${fmt(engine, 3).padStart(9)} ${fmt(engineBooked, 3).padStart(11)} ${fmt(engineBooked / engine, 2).padStart(6)}` +
          ` ${fmt(loaded, 1).padStart(15)} ${fmt(loadedBooked, 1).padStart(11)} ${fmt(loadedBooked / loaded, 2).padStart(6)} ${fmt(full, 1).padStart(16)}`,
      );
    }
    console.log("");
    console.log("Websocket fan-out (one WaitTimeRecalculated event, loopback)");
    for (const clients of [1_000, 5_000]) {
      const ms = await fanOutMs(app, base, locations[3]?.id ?? 0, clients);
      console.log(`  ${String(clients).padStart(5)} subscribers: all received in ${fmt(ms)} ms`);
    }
    console.log("");
    await printJoinBursts(BURST_JOINS, 2);
  } finally {
    await bare.app.close();
    await app.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function body(locations: { id: number }[], serviceId: number, n: number): string {
  const location = locations[n % locations.length];
  return JSON.stringify({
    data: {
      type: "queue-appointments",
      attributes: { location_id: location?.id, service_id: serviceId, meeting_method: 1, fulfillment_method: 1 },
      relationships: { client: { data: { attributes: { first_name: "Bench", last_name: `Client`, cell_phone: "+12125550100" } } } },
    },
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
