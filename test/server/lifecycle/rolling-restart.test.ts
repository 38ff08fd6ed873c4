/**
 * The documented rolling deploy (docs/operations.md, "Stopping, readiness and rolling deploys"): two real instances on
 * one PostgreSQL behind Debian's nginx running `docs/deploy/nginx-rolling.conf`, a steady load of joins
 * (each with an Idempotency-Key) and reads from another process, and each instance in turn
 * stopped with SIGTERM, started again, and waited for (`/readyz`, then the upstream's
 * `fail_timeout`) before the next. Not one request fails, and a page's websocket through the
 * proxy is told to come back (1012) and can.
 */
import { afterEach, describe, expect, inject, it } from "vitest";
import { connectLive } from "../live/live-client.js";
import { startLoad } from "../../helpers/load-client.js";
import { nginxTestsRun, rollingSite, startNginx } from "../../helpers/nginx.js";
import { sampleValue } from "../../helpers/prometheus-text.js";
import { demoLoadPlan, processDatabase } from "../../helpers/process-fixture.js";
import { startServerProcess, type ServerProcess } from "../../helpers/server-process.js";

/** The `fail_timeout` of docs/deploy/nginx-rolling.conf, and a little more. */
const UPSTREAM_FAIL_TIMEOUT_MS = 2_500;
const METRICS_TOKEN = "rolling-metrics-token-0123456789";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const withPostgres = (inject("dialects") as string[]).includes("postgres");

describe.runIf(withPostgres && nginxTestsRun)("rolling restart of two instances behind nginx [postgres]", () => {
  it("drops no request while each instance in turn stops and comes back", { timeout: 180_000 }, async () => {
    const database = await processDatabase("postgres");
    cleanups.push(() => database.drop());
    const env = {
      DATABASE_URL: database.url,
      SEED_DEMO: "1",
      DEFAULT_VENDOR: "demo",
      TRUST_PROXY: "1",
      SHUTDOWN_DRAIN_MS: "1500",
      SHUTDOWN_TIMEOUT_MS: "15000",
      METRICS_TOKEN,
    };
    const start = async (port?: number): Promise<ServerProcess> => {
      const server = await startServerProcess(env, port);
      cleanups.push(() => server.kill());
      await server.waitReady();
      return server;
    };
    // One after the other: the first start seeds the empty database.
    const instances = [await start(), await start()];
    const nginx = await startNginx(rollingSite([instances[0]?.port ?? 0, instances[1]?.port ?? 0]));
    cleanups.push(() => nginx.stop());
    const load = await startLoad(await demoLoadPlan(database.url, nginx.base));
    cleanups.push(() => load.kill());
    // A page's live connection through the proxy: told to come back when its instance stops.
    const wsBase = nginx.base.replace(/^http/, "ws");
    const live = await connectLive(`${wsBase}/live?vendor=demo`);
    cleanups.push(() => live.close());
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const restartedAt: number[] = [];
    for (const [index, old] of instances.entries()) {
      old.signal("SIGTERM");
      expect(await old.exited, old.logs.join("\n")).toMatchObject({ code: 0 });
      const fresh = await start(old.port);
      instances[index] = fresh;
      restartedAt.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, UPSTREAM_FAIL_TIMEOUT_MS));
    }
    // Traffic reaches both restarted instances again before the load ends (their own join counters).
    const joinsServed = async (instance: ServerProcess) => {
      const res = await fetch(`${instance.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      return (sampleValue(await res.text(), "queue_booking_joins_total", { vendor: "demo" }) ?? 0) > 0;
    };
    const servedByBoth = async () => (await Promise.all(instances.map(joinsServed))).every(Boolean);
    const deadline = Date.now() + 30_000;
    while (!(await servedByBoth()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    const outcomes = await load.stop();

    expect(live.frames).toContainEqual({ event: "disconnect", reason: "shutdown", reconnect_after_ms: expect.any(Number) });
    expect(await live.closed).toBe(1012);
    const again = await connectLive(`${wsBase}/live?vendor=demo`);
    cleanups.push(() => again.close());
    expect(again.socket.readyState).toBe(again.socket.OPEN);

    const failed = outcomes.filter((o) => o.status < 200 || o.status >= 300);
    expect(failed, nginx.errors()).toEqual([]);
    // The load ran through both restarts, joins included.
    const lastRestart = restartedAt.at(-1) ?? Infinity;
    expect(outcomes.filter((o) => o.kind === "join" && o.at > lastRestart).length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.kind === "join").length).toBeGreaterThan(20);
    expect(await servedByBoth()).toBe(true);
  });
});
