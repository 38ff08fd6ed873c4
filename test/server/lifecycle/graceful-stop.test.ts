/**
 * SIGTERM to a real server process under a small load from another process: readiness turns 503
 * first, requests go on being served through the drain, and whatever is refused after it is
 * retryable by the documented rules (docs/operations.md, "Stopping, readiness and rolling deploys"): 503
 * `shutting_down` with Retry-After, or no connection at all once the listener closed. A
 * websocket upgrade on a connection opened before the stop gets that 503 and its socket closed;
 * websocket clients get the reconnect notice and 1012; the process exits on its own, and within
 * SHUTDOWN_TIMEOUT_MS even when clients hold connections open and never answer.
 */
import { afterEach, describe, expect, inject, it } from "vitest";
import { connectLive, type LiveClient } from "../live/live-client.js";
import { startLoad, type Outcome, type RunningLoad } from "../../helpers/load-client.js";
import { demoLoadPlan, processDatabase, type ProcessDatabase } from "../../helpers/process-fixture.js";
import { openRawSocket, upgradeRequest, type RawSocket } from "../../helpers/raw-socket.js";
import { watchReadiness } from "../../helpers/readiness-watch.js";
import { startServerProcess, type ServerProcess } from "../../helpers/server-process.js";
import type { Dialect } from "../../helpers/test-server.js";

/**
 * Answers a client may send again by the documented rules: a success; 503 `shutting_down` with
 * Retry-After; or, once the drain is over, no answer at all (refused, or reset before any byte of
 * an answer when the listener closed under a connection just made): nothing was done, and every
 * request here is a read or a join with an Idempotency-Key.
 */
function retryable(outcome: Outcome, drainEnd: number): boolean {
  if (outcome.status >= 200 && outcome.status < 300) return true;
  if (outcome.status === 503) return outcome.code === "shutting_down" && outcome.retryAfter !== undefined;
  const noAnswer = outcome.status === 0 && ["ECONNREFUSED", "ECONNRESET", "UND_ERR_SOCKET"].includes(outcome.error ?? "");
  return noAnswer && outcome.at >= drainEnd - 300;
}

async function until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function withDeadline<T>(work: Promise<T>, timeoutMs: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(message)), timeoutMs)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function started(dialect: Dialect, env: Record<string, string>): Promise<{ server: ServerProcess; database: ProcessDatabase }> {
  const database = await processDatabase(dialect);
  cleanups.push(() => database.drop());
  const server = await startServerProcess({ DATABASE_URL: database.url, SEED_DEMO: "1", DEFAULT_VENDOR: "demo", ...env });
  cleanups.push(() => server.kill());
  await server.waitReady();
  return { server, database };
}

for (const dialect of inject("dialects") as Dialect[]) {
  describe(`SIGTERM under load [${dialect}]`, () => {
    it("drains behind a 503 readiness, refuses nothing a client cannot retry, says goodbye on /live and exits", { timeout: 120_000 }, async () => {
      const drainMs = 2_500;
      const timeoutMs = 20_000;
      const { server, database } = await started(dialect, { SHUTDOWN_DRAIN_MS: String(drainMs), SHUTDOWN_TIMEOUT_MS: String(timeoutMs) });
      const load: RunningLoad = await startLoad(await demoLoadPlan(database.url, server.base));
      cleanups.push(() => load.kill());
      const live: LiveClient = await connectLive(`ws://127.0.0.1:${server.port}/live?vendor=demo`);
      cleanups.push(() => live.close());
      const keptAlive: RawSocket = await openRawSocket(server.port);
      cleanups.push(() => void keptAlive.socket.destroy());
      keptAlive.socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      await keptAlive.waitFor(/HTTP\/1\.1 200[\s\S]*"status":"ok"/);
      const readiness = watchReadiness(server.base);
      cleanups.push(() => readiness.stop());
      await new Promise((resolve) => setTimeout(resolve, 500));

      const signalled = server.signal("SIGTERM");
      await until(() => readiness.answers.some((a) => a.at >= signalled && a.status === 503));
      keptAlive.socket.write(upgradeRequest("/live?vendor=demo"));
      await withDeadline(keptAlive.closed, 5_000, "the refused upgrade's socket was left open");
      const exit = await Promise.race([server.exited, new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), timeoutMs + 10_000))]);
      readiness.stop();
      const outcomes = await load.stop();

      expect(exit, server.logs.join("\n")).toMatchObject({ code: 0 });
      if (exit === "hung") return;
      expect(exit.at - signalled).toBeGreaterThanOrEqual(drainMs);
      expect(exit.at - signalled).toBeLessThan(timeoutMs);

      // Readiness said 503 shutting_down before anything was refused, and well before the listener closed.
      const firstNotReady = readiness.answers.find((a) => a.at >= signalled && a.status !== 200);
      expect(firstNotReady).toMatchObject({ status: 503, code: "shutting_down" });
      // Asked and answered before the signal: ready. (One asked just before it may be answered after, either way.)
      expect(readiness.answers.filter((a) => a.answeredAt < signalled && a.status !== 200)).toEqual([]);
      const firstRefused = outcomes.find((o) => o.status < 200 || o.status >= 300);
      if (firstNotReady && firstRefused) expect(firstNotReady.at).toBeLessThan(firstRefused.at);
      if (firstNotReady) expect(firstNotReady.at - signalled).toBeLessThan(drainMs);

      // The drain served joins and reads as before; nothing else than the documented refusals.
      const duringDrain = outcomes.filter((o) => o.at > signalled && o.at < signalled + drainMs - 200);
      expect(duringDrain.filter((o) => o.kind === "join" && o.status === 201).length).toBeGreaterThan(0);
      expect(duringDrain.every((o) => o.status >= 200 && o.status < 300)).toBe(true);
      expect(outcomes.filter((o) => !retryable(o, signalled + drainMs))).toEqual([]);

      // The upgrade on a connection opened before the stop: our 503, then the socket is closed.
      const refusal = keptAlive.text().split("HTTP/1.1 ")[2] ?? "";
      expect(refusal).toMatch(/^503 /);
      expect(refusal).toMatch(/\r\nretry-after: 5\r\n/i);
      expect(refusal).toMatch(/\r\nconnection: close\r\n/i);
      expect(refusal).toContain('"code":"shutting_down"');
      expect(live.frames).toContainEqual({ event: "disconnect", reason: "shutdown", reconnect_after_ms: expect.any(Number) });
      expect(await live.closed).toBe(1012);
      expect(server.logs.join("\n")).not.toContain("request failed");
    });
  });
}

describe("SIGTERM with clients that never let go [sqlite]", () => {
  it("cuts them off and exits within SHUTDOWN_TIMEOUT_MS", { timeout: 120_000 }, async () => {
    const timeoutMs = 4_000;
    // Long request time-outs, so only the stop's bound can end the half-sent request.
    const { server } = await started("sqlite", {
      SHUTDOWN_DRAIN_MS: "500",
      SHUTDOWN_TIMEOUT_MS: String(timeoutMs),
      HTTP_HEADERS_TIMEOUT_MS: "120000",
      HTTP_REQUEST_TIMEOUT_MS: "120000",
    });
    const silent = await openRawSocket(server.port);
    const halfSent = await openRawSocket(server.port);
    halfSent.socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    // A websocket client that never answers a close, nor anything else.
    const deafSocket = await openRawSocket(server.port);
    deafSocket.socket.write(upgradeRequest("/live?vendor=demo"));
    await deafSocket.waitFor(/^HTTP\/1\.1 101 /);
    for (const raw of [silent, halfSent, deafSocket]) cleanups.push(() => void raw.socket.destroy());

    const signalled = server.signal("SIGTERM");
    const exit = await Promise.race([server.exited, new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), timeoutMs + 15_000))]);
    expect(exit, server.logs.join("\n")).toMatchObject({ code: 1 });
    if (exit === "hung") return;
    expect(exit.at - signalled).toBeGreaterThanOrEqual(timeoutMs);
    expect(exit.at - signalled).toBeLessThan(timeoutMs + 5_000);
    expect(server.logs.join("\n")).toContain("SHUTDOWN_TIMEOUT_MS passed");
    // The deaf client was told all the same.
    expect(deafSocket.text()).toContain('"reason":"shutdown"');
    await Promise.all([silent.closed, halfSent.closed, deafSocket.closed]);
  });
});
