/**
 * What webhooks cost (`npm run bench:webhooks`): a server process on a fresh SQLite file, a
 * vendor with 0, 1 or 20 endpoints subscribed to `queue.joined` on a local receiver, joins sent
 * one after the other. Prints the median and 90th percentile of a join's answer time, its
 * ratio to the run without endpoints (the cost of recording the event and its deliveries in the
 * join's transaction), and how fast the deliveries reached the receiver. Nothing is asserted.
 * Settings: `BENCH_QUICK=1` (50 joins instead of 300).
 */
import { startWebhookReceiver } from "../test/helpers/webhook-receiver.js";
import { BENCH_ADMIN_TOKEN, BENCH_VENDOR, createBenchDatabase, prepareBenchDatabase, startBenchServer } from "./bench-server.js";
import { csrfToken, JOIN_PATH, joinBody, joinHeaders, send } from "./bench-requests.js";
import { median } from "./median.js";

const JOINS = process.env.BENCH_QUICK === "1" ? 50 : 300;
const ENDPOINTS = [0, 1, 20];

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

interface Row {
  endpoints: number;
  medianMs: number;
  p90Ms: number;
  deliveriesPerSecond: number;
}

async function run(endpoints: number): Promise<Row> {
  const database = await createBenchDatabase();
  const receiver = await startWebhookReceiver();
  const ids = await prepareBenchDatabase(database.url, 1, async () => {});
  const server = await startBenchServer(database.url, { WEBHOOKS_ALLOW_PRIVATE_NETWORKS: "true" });
  try {
    for (let n = 0; n < endpoints; n++) {
      await send(`${server.base}/api/v2/admin/vendors/${BENCH_VENDOR}/webhooks`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${BENCH_ADMIN_TOKEN}` },
        body: JSON.stringify({ url: `${receiver.url}/${n}`, events: ["queue.joined"] }),
      });
    }
    const token = await csrfToken(server.base);
    const location = ids.locations[0] ?? 0;
    const times: number[] = [];
    const started = performance.now();
    for (let n = 0; n < JOINS; n++) {
      const before = performance.now();
      await send(`${server.base}${JOIN_PATH}`, { method: "POST", headers: joinHeaders(token), body: joinBody(location, ids.teller) });
      times.push(performance.now() - before);
    }
    await receiver.waitFor(JOINS * endpoints, 120_000);
    const seconds = (performance.now() - started) / 1000;
    return { endpoints, medianMs: median(times), p90Ms: percentile(times, 0.9), deliveriesPerSecond: endpoints ? (JOINS * endpoints) / seconds : 0 };
  } finally {
    await server.stop();
    await receiver.close();
    await database.drop();
  }
}

const rows: Row[] = [];
for (const endpoints of ENDPOINTS) rows.push(await run(endpoints));
const baseline = rows[0]?.medianMs ?? 1;
console.log(`Webhooks: ${JOINS} joins one after the other, SQLite, a local receiver`);
console.log("  endpoints   join median   join p90   × no endpoints   deliveries/s (from the first join)");
for (const row of rows) {
  console.log(
    `  ${String(row.endpoints).padStart(9)}   ${row.medianMs.toFixed(2).padStart(8)} ms   ${row.p90Ms.toFixed(2).padStart(5)} ms   ${(row.medianMs / baseline).toFixed(2).padStart(14)}   ${row.endpoints ? row.deliveriesPerSecond.toFixed(0).padStart(6) : "     –"}`,
  );
}
