import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { createBenchDatabase, prepareBenchDatabase, BENCH_ADMIN_TOKEN } from "./bench-server.js";
import { csrfToken, joinBody, joinHeaders, JOIN_PATH } from "./bench-requests.js";
import { freePort } from "../test/helpers/free-port.js";
const kind = process.argv[2] ?? "join";
const db = await createBenchDatabase();
const ids = await prepareBenchDatabase(db.url, 200, async () => {});
const port = await freePort();
const child = spawn(process.execPath, (process.env.SRC ? ["--import", "tsx", "server/src/main.ts"] : ["dist/server/src/main.js"]), {
  env: { PATH: process.env.PATH!, HOME: "/tmp", HOST: "127.0.0.1", PORT: String(port), DATABASE_URL: db.url, SEED_DEMO: "0", LOG_LEVEL: "warn", LOG_FORMAT: "json", ADMIN_TOKEN: BENCH_ADMIN_TOKEN, RATE_LIMIT_PER_MINUTE: "1000000", SHUTDOWN_DRAIN_MS: "0", ...(process.env.SQLITE_SYNCHRONOUS ? { SQLITE_SYNCHRONOUS: process.env.SQLITE_SYNCHRONOUS } : {}) },
  stdio: ["ignore", "inherit", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
for (;;) { try { if ((await fetch(`${base}/healthz`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
const token = await csrfToken(base);
const locations = ids.locations.slice(70);
let n = 0;
const opts = kind === "join"
  ? { url: `${base}${JOIN_PATH}`, method: "POST" as const, connections: 50, duration: 10, headers: joinHeaders(token), requests: [{ setupRequest: (req: any) => ({ ...req, body: joinBody(locations[n++ % locations.length]!, ids.teller) }) }] }
  : kind === "services" ? { url: `${base}/api/v2/open/queue-appointments-services/${locations[0]}`, connections: 50, duration: 10, headers: { "x-vendor": "bench" } }
  : { url: `${base}/healthz`, connections: 50, duration: 10 };
const result = await autocannon(opts as any);
console.log(kind, result.requests.average, "req/s", "non2xx", result.non2xx, "p99", result.latency.p99);
child.kill("SIGTERM");
await new Promise((r) => child.once("exit", r));
await db.drop();
