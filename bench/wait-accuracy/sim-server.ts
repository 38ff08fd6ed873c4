/**
 * The real server for one simulated day: the app `main.ts` serves, built in this process on a
 * fresh SQLite file with a clock that moves only when the simulator says, and reached through
 * Fastify's `inject` (the same routes, hooks and answers as over HTTP, without a socket per call).
 *
 * Settings that differ from an operator's, and why:
 * - `LINE_SETTLE_MS=0`: a staff action re-estimates the line before it is answered, rather than a
 *   (real-time) second later, which a simulated clock could not honour.
 * - `LINE_REESTIMATE_MS=0`: the re-estimate of a line left alone runs on a real timer, so it would
 *   fire at random simulated moments and a seed would no longer repeat its day. The simulator asks
 *   for it itself instead (`reestimateStale`), at the default's age in simulated time, through the
 *   same call the server's own sweep makes.
 * - Rate limits and the read budget are off: every simulated client comes from one address.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import { VendorDocumentSchema } from "#contract";
import { buildApp } from "../../server/src/app.js";
import { loadConfig } from "../../server/src/config.js";
import { openStore } from "../../server/src/db/database.js";
import { fixedClock } from "../../server/src/time/clock.js";
import { applyVendorDocument } from "../../server/src/vendors/apply-vendor-document.js";
import type { Scenario } from "./scenarios.js";
import { SIM_LOCATION, SIM_VENDOR, simVendor } from "./sim-vendor.js";

const ADMIN_TOKEN = "sim-admin-token-0123456789abcdef";
/** What an operator's server uses: the default of `LINE_REESTIMATE_MS`. */
const REESTIMATE_MS = loadConfig({}).lines.reestimateMs;

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field and checked where used
  body: any;
}

export interface SimServer {
  clock: ReturnType<typeof fixedClock>;
  locationId: number;
  staffIds: Map<string, number>;
  serviceIds: Map<string, number>;
  /** A client's call (open API): the vendor header, and a CSRF token on writes. */
  open(method: "GET" | "POST" | "PATCH", url: string, body?: unknown): Promise<Answer>;
  /** A staff call (staff API) with the admin token, acting for the staff member named in the body. */
  staff(method: "POST" | "PATCH" | "PUT", url: string, body: unknown): Promise<Answer>;
  /** Re-estimates the line when people wait and its anchor is older than the default `LINE_REESTIMATE_MS`, as the server's sweep does. */
  reestimateStale(): Promise<void>;
  close(): Promise<void>;
}

export async function startSimServer(scenario: Scenario, start: Date): Promise<SimServer> {
  const folder = mkdtempSync(join(tmpdir(), "qb-wait-accuracy-"));
  const config = loadConfig({
    DATABASE_URL: join(folder, "sim.sqlite"),
    ADMIN_TOKEN,
    LOG_LEVEL: "silent",
    PORT: "0",
    SEED_DEMO: "0",
    LINE_SETTLE_MS: "0",
    LINE_REESTIMATE_MS: "0",
    RATE_LIMIT_PER_MINUTE: "1000000",
    READ_COST_PER_MINUTE: "10000000",
    READ_CONCURRENCY_PER_ADDRESS: "10000",
    SHARED_READ_CACHE_MS: "0",
  });
  const store = await openStore(config.database);
  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close();
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const { vendorId } = await applyVendorDocument(store.db, SIM_VENDOR, v.parse(VendorDocumentSchema, simVendor(scenario)), start);
    const clock = fixedClock(start);
    const built = await buildApp({ config, store, clock, logger: false });
    app = built;
    await built.ready();
    const byKey = async (table: "locations" | "services" | "staff_users") =>
      new Map((await store.db.selectFrom(table).select(["id", "key"]).where("vendor_id", "=", vendorId).execute()).map((r) => [r.key, r.id]));
    const locationId = (await byKey("locations")).get(SIM_LOCATION);
    if (locationId === undefined) throw new Error("the simulated branch was not written");
    let csrf: { token: string; at: number } | undefined;
    const csrfToken = async () => {
      const now = clock.now().getTime();
      // Tokens live four hours: fetched again each simulated hour.
      if (!csrf || now - csrf.at > 3_600_000) {
        const res = await built.inject({ method: "GET", url: "/api/v2/open/csrf", headers: { "x-vendor": SIM_VENDOR } });
        csrf = { token: (res.json() as { token: string }).token, at: now };
      }
      return csrf.token;
    };
    const answer = (res: { statusCode: number; body: string }): Answer => ({ status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined });
    return {
      clock,
      locationId,
      staffIds: await byKey("staff_users"),
      serviceIds: await byKey("services"),
      async open(method, url, body) {
        const headers: Record<string, string> = { "x-vendor": SIM_VENDOR };
        if (method !== "GET") headers["x-csrf-token"] = await csrfToken();
        return answer(await built.inject({ method, url, headers, payload: body as object | undefined }));
      },
      async staff(method, url, body) {
        return answer(await built.inject({ method, url, headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, payload: body as object }));
      },
      async reestimateStale() {
        const line = await built.ctx.lines.line(locationId);
        if (line && line.waiting > 0 && clock.now().getTime() - line.anchor > REESTIMATE_MS) await built.ctx.lines.record(locationId, [], { anchor: true });
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
