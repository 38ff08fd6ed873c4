/**
 * The server's limits (issue 14, items 2 and 3): their defaults and validation, the cap on all
 * connections (beyond it a new connection is closed at once, and the refusals are logged
 * without one line each), and the throttled warning itself.
 */
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../../server/src/app.js";
import { ConfigError, loadConfig } from "../../../server/src/config.js";
import { openStore } from "../../../server/src/db/database.js";
import { throttledWarning } from "../../../server/src/http/throttled-warning.js";
import { logLines } from "../../helpers/log-lines.js";

describe("server limits", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("defaults to 30 s for a request, 15 s for its headers, and room for HTTP beside every websocket", () => {
    expect(loadConfig({}).limits).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 15_000,
      keepAliveTimeoutMs: 72_000,
      maxConnections: 11_000,
      maxConnectionsPerAddress: 200,
      liveMaxSockets: 10_000,
      liveMaxSocketsPerAddress: 100,
    });
    expect(loadConfig({ LIVE_MAX_SOCKETS: "500" }).limits.maxConnections).toBe(1_500);
  });

  it("refuses limits that contradict each other", () => {
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: "5000", HTTP_HEADERS_TIMEOUT_MS: "6000" })).toThrow(/HTTP_HEADERS_TIMEOUT_MS must be at most/);
    expect(() => loadConfig({ LIVE_MAX_SOCKETS: "100", HTTP_MAX_CONNECTIONS: "100" })).toThrow(/HTTP_MAX_CONNECTIONS must be above LIVE_MAX_SOCKETS/);
    expect(() => loadConfig({ LIVE_MAX_SOCKETS_PER_ADDRESS: "50", HTTP_MAX_CONNECTIONS_PER_ADDRESS: "50" })).toThrow(
      /HTTP_MAX_CONNECTIONS_PER_ADDRESS must be above LIVE_MAX_SOCKETS_PER_ADDRESS/,
    );
    for (const bad of [{ HTTP_REQUEST_TIMEOUT_MS: "10" }, { LIVE_MAX_SOCKETS_PER_ADDRESS: "0" }, { HTTP_MAX_CONNECTIONS: "many" }]) {
      expect(() => loadConfig(bad)).toThrow(ConfigError);
    }
  });

  it("closes connections beyond HTTP_MAX_CONNECTIONS at once, logs the refusals once, and serves again when there is room", async () => {
    const config = loadConfig({ DATABASE_URL: ":memory:", LIVE_MAX_SOCKETS: "1", HTTP_MAX_CONNECTIONS: "3", PORT: "0" });
    const store = await openStore(config.database);
    const { stream, lines: warnings } = logLines();
    const app = await buildApp({ config, store, logger: { level: "warn", stream } });
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as AddressInfo;
      const open = async () => {
        const socket = connect(port, "127.0.0.1");
        socket.on("error", () => {});
        await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
        return socket;
      };
      const held = [await open(), await open(), await open()];
      await expect.poll(() => new Promise<number>((resolve) => app.server.getConnections((_e, n) => resolve(n)))).toBe(3);
      for (let i = 0; i < 2; i++) {
        const extra = await open();
        let answer = "";
        extra.on("data", (chunk) => (answer += String(chunk)));
        extra.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
        await new Promise<void>((resolve) => extra.once("close", () => resolve()));
        expect(answer).toBe("");
      }
      expect(warnings.filter((w) => w.msg.includes("HTTP_MAX_CONNECTIONS"))).toHaveLength(1);
      for (const socket of held) socket.destroy();
      await expect.poll(() => new Promise<number>((resolve) => app.server.getConnections((_e, n) => resolve(n)))).toBe(0);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      await app.close();
      await store.close();
    }
  });

  it("logs a refusal when it starts, then at most once an interval with the count since", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const lines: unknown[] = [];
    const warn = throttledWarning({ warn: (fields: unknown) => lines.push(fields) } as never, "refused", 1_000);
    warn({ address: "a" });
    warn({ address: "b" });
    warn({ address: "c" });
    expect(lines).toEqual([{ address: "a", occurrences: 1 }]);
    vi.advanceTimersByTime(1_000);
    warn({ address: "d" });
    expect(lines).toEqual([
      { address: "a", occurrences: 1 },
      { address: "d", occurrences: 3 },
    ]);
  });
});
