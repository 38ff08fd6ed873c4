/**
 * `npm run bench`: prints, in one run on one machine, the figures docs/performance.md quotes. The server
 * under test runs in child processes of its own (`server/src/main.ts`, as operators run it); the
 * load, the subscribers and the baselines come from this process or processes of their own, so
 * no figure measures the load generator and the server sharing one event loop. Runs on SQLite,
 * then on a throwaway PostgreSQL cluster when its binaries are installed (with two instances for
 * scale-out). Absolute numbers vary between machines; compare ratios measured in the same run.
 * Not a test: nothing here asserts a time.
 *
 * Knobs: BENCH_QUICK=1 (short runs, few samples: checks the bench works), BENCH_SECONDS (per
 * HTTP run), BENCH_ROUNDS (samples per line length), BENCH_RATIO_ROUNDS (interleaved rounds for
 * the ratios), BENCH_BURST_ROUNDS (join bursts; 0 skips), BENCH_DIALECTS (sqlite,postgres).
 */
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from "../test/helpers/postgres-cluster.js";
import { csrfToken, JOIN_PATH, joinBody, joinHeaders, staffBody, staffHeaders, staffPath } from "./bench-requests.js";
import { createBenchDatabase, peakRssDuring, prepareBenchDatabase, rssMb, startBenchServer, type BenchIds, type BenchServer } from "./bench-server.js";
import { fillLine, waitingIds } from "./fill-line.js";
import { measureBoth, type LoadOptions, type Throughput } from "./http-throughput.js";
import { printJoinBursts } from "./join-burst.js";
import { ratioRounds } from "./ratio-rounds.js";
import { lineCost, type LineCost } from "./line-cost.js";
import { scaleOut } from "./scale-out.js";
import { rawFanOut, serverFanOut } from "./websocket-fan-out.js";

const QUICK = process.env.BENCH_QUICK === "1";
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 2 : 8));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 3 : 11));
const BURST_ROUNDS = Number(process.env.BENCH_BURST_ROUNDS ?? (QUICK ? 0 : 1));
/** Interleaved rounds of bare, join and services runs for the ratios (ratio-rounds.ts). */
/** Which stores to bench (`BENCH_DIALECTS=sqlite` skips PostgreSQL and the scale-out). */
const DIALECTS = (process.env.BENCH_DIALECTS ?? "sqlite,postgres").split(",");
const RATIO_ROUNDS = Number(process.env.BENCH_RATIO_ROUNDS ?? (QUICK ? 1 : 5));
const LENGTHS = [10, 1_000, 10_000];
const FAN_OUT = [1_000, 5_000];
const LOCATIONS = 200;
/** Where each part of the bench works, so one part's rows never lengthen another's line. */
const LAYOUT = { lines: [0, 1, 2], fanOut: 3, events: 4, staffFrom: 10, staffCount: 60, joinsFrom: 70 };
/**
 * The server's LINE_SETTLE_MS: shorter than the default (1 s) only so that waiting for each
 * staff action's re-estimate does not make the bench long; the re-estimate costs the same.
 */
const SETTLE_MS = 250;
/** Waiting clients on each staff-load location: more than the staff runs serve in their seconds. */
const STAFF_QUEUE = QUICK ? 60 : Math.max(150, SECONDS * 20);

const fmt = (n: number, digits = 1) =>
  Number.isFinite(n) ? n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits }) : "n/a";
const at = <T>(list: readonly T[], i: number): T => {
  const value = list[i];
  if (value === undefined) throw new Error(`bench layout: no item ${i}`);
  return value;
};

interface StaffQueue {
  staffId: number;
  ids: number[];
  next: number;
}

/** Everything one dialect's database needs before its server starts: the vendor, the lines. */
async function prepare(url: string) {
  const queues: StaffQueue[] = [];
  const lines: number[][] = [];
  const ids = await prepareBenchDatabase(url, LOCATIONS, async (db, ids) => {
    for (const [i, waiting] of LENGTHS.entries()) {
      const location = at(ids.locations, at(LAYOUT.lines, i));
      await fillLine(db, ids.vendorId, location, ids.teller, waiting);
      lines.push(await waitingIds(db, location));
    }
    for (let i = 0; i < LAYOUT.staffCount; i++) {
      const location = at(ids.locations, LAYOUT.staffFrom + i);
      await fillLine(db, ids.vendorId, location, ids.teller, STAFF_QUEUE);
      queues.push({ staffId: at(ids.staffAt.get(location) ?? [], 0), ids: await waitingIds(db, location), next: 0 });
    }
  });
  return { ids, queues, lines };
}

/** Joins spread over the join locations, so lines stay the length of a busy branch. */
function joinLoad(ids: BenchIds, token: string, connections = 50): LoadOptions {
  const locations = ids.locations.slice(LAYOUT.joinsFrom);
  let n = 0;
  return {
    method: "POST",
    connections,
    headers: joinHeaders(token),
    requests: [{ setupRequest: (req) => ({ ...req, body: joinBody(at(locations, n++ % locations.length), ids.teller) }) }],
  };
}

/**
 * Each start takes a staff member free at that moment (one location each, so nobody is asked to
 * serve two at once) and the complete gives them back once answered. autocannon clears a
 * connection's context when its list of requests starts over, so the context holds only the pair.
 */
function staffLoad(queues: StaffQueue[]): LoadOptions {
  const free = [...queues];
  type Context = { queue?: StaffQueue; id?: number };
  return {
    method: "PATCH",
    headers: staffHeaders,
    requests: [
      {
        setupRequest: (req, context: Context) => {
          context.queue = free.pop();
          // A line served to its end (or no one free) answers 404: counted as non-2xx, never a crash.
          context.id = context.queue ? (context.queue.ids[context.queue.next++] ?? 0) : 0;
          return { ...req, path: staffPath(context.id), body: staffBody(context.queue?.staffId ?? 0) };
        },
      },
      {
        setupRequest: (req, context: Context) => ({ ...req, path: staffPath(context.id ?? 0), body: staffBody() }),
        onResponse: (_status, _body, context: Context) => {
          if (context.queue) free.push(context.queue);
        },
      },
    ],
  };
}

function printThroughput(name: string, r: { saturated: Throughput; fixed: Throughput }) {
  const s = r.saturated;
  console.log(
    `  ${name.padEnd(38)} ${fmt(s.requestsPerSecond, 0).padStart(8)} ${fmt(s.p50Ms).padStart(8)} ${fmt(s.p99Ms).padStart(8)}` +
      ` ${fmt(r.fixed.p99Ms).padStart(14)} ${String(s.non2xx + r.fixed.non2xx).padStart(8)} ${String(s.errors + r.fixed.errors).padStart(7)}`,
  );
}

async function benchDialect(label: string, adminUrl?: string): Promise<void> {
  const database = await createBenchDatabase(adminUrl);
  let server: BenchServer | undefined;
  try {
    const filled = performance.now();
    const { ids, queues, lines } = await prepare(database.url);
    console.log(`== ${label}: vendor applied and ${LENGTHS.join(" / ")}-long lines filled in ${fmt((performance.now() - filled) / 1000)} s`);
    server = await startBenchServer(database.url, { LINE_SETTLE_MS: String(SETTLE_MS) });
    const base = server.base;
    const pid = server.pid;
    const token = await csrfToken(base);
    const idle = rssMb(pid);

    console.log(`\nOne change at a line of N waiting, idle server, one request at a time (median of ${ROUNDS})`);
    console.log(`  (then each staff action's re-estimate, ${SETTLE_MS} ms later off the request's path: ms past that delay, bytes of its event)`);
    console.log("  waiting   join ms  start ms  complete ms   join bytes  start bytes  complete bytes   re-est. ms  re-est. bytes");
    const costs: LineCost[] = [];
    for (const [i, waiting] of LENGTHS.entries()) {
      const location = at(ids.locations, at(LAYOUT.lines, i));
      const c = await lineCost({
        base,
        token,
        locationId: location,
        serviceId: ids.teller,
        staffId: at(ids.staffAt.get(location) ?? [], 0),
        waiting: at(lines, i),
        rounds: ROUNDS,
        settleMs: SETTLE_MS,
      });
      costs.push(c);
      console.log(
        `  ${String(waiting).padStart(7)} ${fmt(c.join.ms).padStart(9)} ${fmt(c.start.ms).padStart(9)} ${fmt(c.complete.ms).padStart(12)}` +
          ` ${fmt(c.join.bytes, 0).padStart(12)} ${fmt(c.start.bytes, 0).padStart(12)} ${fmt(c.complete.bytes, 0).padStart(15)}` +
          ` ${fmt(c.reestimate.ms).padStart(12)} ${fmt(c.reestimate.bytes, 0).padStart(14)}`,
      );
    }
    const [short, long] = [at(costs, 0), at(costs, costs.length - 1)];
    console.log(
      `  at ${LENGTHS.at(-1)} ÷ at ${LENGTHS[0]} waiting: join ${fmt(long.join.ms / short.join.ms, 2)}×, start ${fmt(long.start.ms / short.start.ms, 2)}×,` +
        ` complete ${fmt(long.complete.ms / short.complete.ms, 2)}×`,
    );

    console.log(`\nHTTP from this process, ${SECONDS} s per run: 50 connections, then 100 req/s offered (10 connections)`);
    console.log("                                            req/s   p50 ms   p99 ms  p99 @100/s ms  non-2xx  errors");
    const bare = await measureBoth(`${base}/healthz`, () => ({}), SECONDS);
    printThroughput("GET /healthz (bare: one `select 1`)", bare);
    const { result: joins, peakMb: loadedMb } = await peakRssDuring(
      pid,
      measureBoth(`${base}${JOIN_PATH}`, () => joinLoad(ids, token), SECONDS),
    );
    printThroughput("POST /api/v2/open/queue-appointments", joins);
    const servicesLocation = at(ids.locations, LAYOUT.joinsFrom);
    const services = await measureBoth(
      `${base}/api/v2/open/queue-appointments-services/${servicesLocation}`,
      () => ({ headers: { "x-vendor": "bench" } }),
      SECONDS,
    );
    printThroughput("GET …/queue-appointments-services/:id", services);
    // Separate staff for each run: one that ended mid-visit leaves its staff member serving.
    const staff = await measureBoth(`${base}${staffPath(0)}`, (run) => staffLoad(run === "saturated" ? queues.slice(0, 50) : queues.slice(50)), SECONDS);
    printThroughput("PATCH staff start, then complete", staff);
    const bareRps = bare.saturated.requestsPerSecond;
    console.log(
      `  joins/s ÷ bare req/s = ${fmt(joins.saturated.requestsPerSecond / bareRps, 3)}; services ÷ bare = ${fmt(services.saturated.requestsPerSecond / bareRps, 3)};` +
        ` staff actions ÷ bare = ${fmt(staff.saturated.requestsPerSecond / bareRps, 3)} (the runs above, a minute apart)`,
    );
    const ratios = await ratioRounds(
      {
        bare: { url: `${base}/healthz`, load: () => ({}) },
        joins: { url: `${base}${JOIN_PATH}`, load: () => joinLoad(ids, token) },
        services: { url: `${base}/api/v2/open/queue-appointments-services/${servicesLocation}`, load: () => ({ headers: { "x-vendor": "bench" } }) },
      },
      RATIO_ROUNDS,
      SECONDS,
    );
    console.log(`\nRatios in ${RATIO_ROUNDS} interleaved rounds (bare, join, services back to back, ${SECONDS} s each, 50 connections): req/s per round`);
    for (const r of ratios.rounds) {
      console.log(
        `  bare ${fmt(r.bare, 0).padStart(7)}  joins ${fmt(r.joins, 0).padStart(6)} (${fmt(r.joins / r.bare, 3)})  services ${fmt(r.services, 0).padStart(6)} (${fmt(r.services / r.bare, 3)})`,
      );
    }
    console.log(`  median: joins/s ÷ bare req/s = ${fmt(ratios.joins, 3)}; services ÷ bare = ${fmt(ratios.services, 3)}`);

    console.log("\nOne WaitTimeRecalculated event to N subscribers of a location (first to last receipt; trigger to last in brackets)");
    let withSocketsMb = NaN;
    for (const clients of FAN_OUT) {
      const fanOut = { base, pid, token, locationId: at(ids.locations, LAYOUT.fanOut), serviceId: ids.teller };
      const served = await serverFanOut(fanOut, clients);
      withSocketsMb = served.rssMb;
      const raw = await rawFanOut(served.frame, clients);
      console.log(
        `  ${String(clients).padStart(5)} subscribers, ${served.frameBytes}-byte frame: server ${fmt(served.spreadMs)} ms (${fmt(served.totalMs)} ms),` +
          ` raw ws ${fmt(raw.spreadMs)} ms (${fmt(raw.totalMs)} ms), server ÷ raw ${fmt(served.spreadMs / raw.spreadMs, 2)}`,
      );
    }
    console.log(
      `\nServer RSS: idle ${fmt(idle, 0)} MB, peak under join load ${fmt(loadedMb, 0)} MB, with ${FAN_OUT.at(-1)} sockets ${fmt(withSocketsMb, 0)} MB`,
    );
    await server.stop();
    server = undefined;
    console.log("");
  } finally {
    await server?.stop();
    await database.drop();
  }
}

/** On a database of its own with nothing but the vendor, so no long line left by the other parts weighs on it. */
async function printScaleOut(adminUrl: string): Promise<void> {
  const database = await createBenchDatabase(adminUrl);
  const ids = await prepareBenchDatabase(database.url, LOCATIONS, async () => {});
  const servers = [await startBenchServer(database.url), await startBenchServer(database.url)];
  try {
    const bases: [string, string] = [at(servers, 0).base, at(servers, 1).base];
    const tokens: [string, string] = [await csrfToken(bases[0]), await csrfToken(bases[1])];
    const r = await scaleOut({
      bases,
      tokens,
      load: (token, connections) => joinLoad(ids, token, connections),
      locationId: at(ids.locations, LAYOUT.fanOut),
      eventsLocationId: at(ids.locations, LAYOUT.events),
      serviceId: ids.teller,
      seconds: SECONDS,
      joins: QUICK ? 10 : 50,
    });
    const twoRps = r.two.reduce((sum, t) => sum + t.requestsPerSecond, 0);
    console.log(`\nScale-out: two server processes on this PostgreSQL, the client choosing the instance, ${SECONDS} s each`);
    console.log(`  one instance, 50 connections: ${fmt(r.one.requestsPerSecond, 0)} joins/s (p99 ${fmt(r.one.p99Ms)} ms, non-2xx ${r.one.non2xx})`);
    console.log(
      `  two instances, 25 connections each: ${fmt(twoRps, 0)} joins/s (${r.two.map((t) => fmt(t.requestsPerSecond, 0)).join(" + ")};` +
        ` p99 ${r.two.map((t) => fmt(t.p99Ms)).join(" / ")} ms; non-2xx ${r.two.reduce((s, t) => s + t.non2xx, 0)}); two ÷ one ${fmt(twoRps / r.one.requestsPerSecond, 2)}`,
    );
    console.log(
      `  ${r.sent} joins to one location, alternating instances: WaitTimeRecalculated received by a subscriber on instance 1: ${r.received[0]}, on instance 2: ${r.received[1]}` +
        (r.received.every((n) => n >= r.sent) ? " (every event reached both)" : " (EVENTS MISSING)"),
    );
  } finally {
    for (const s of servers) await s.stop();
    await database.drop();
  }
}

async function main(): Promise<void> {
  console.log(`queue-booking bench — Node ${process.version}${QUICK ? " (BENCH_QUICK: short runs, few samples)" : ""}\n`);
  if (DIALECTS.includes("sqlite")) await benchDialect("SQLite (WAL)");
  const bin = findPostgresBin();
  if (!DIALECTS.includes("postgres")) console.log("== PostgreSQL: not in BENCH_DIALECTS, skipped\n");
  else if (!bin) console.log("== PostgreSQL: no binaries under /usr/lib/postgresql, skipped\n");
  else {
    let cluster: PostgresCluster | undefined;
    try {
      cluster = await startPostgresCluster(bin);
      await benchDialect("PostgreSQL (throwaway cluster, fsync off)", cluster.adminUrl);
      await printScaleOut(cluster.adminUrl);
    } finally {
      cluster?.stop();
    }
  }
  if (BURST_ROUNDS > 0) await printJoinBursts(Number(process.env.BENCH_BURST_JOINS ?? 600), BURST_ROUNDS);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
