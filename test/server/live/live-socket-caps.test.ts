/**
 * Connection caps of `GET /live` (issue 14, item 2): sockets over the per-address or the total
 * cap are told `too_many_connections` and closed with 1013 (try again later), while HTTP —
 * `/healthz` and the API, over real connections — keeps answering; a closed socket gives its
 * place back; refusals are logged without a line each. Addresses come through one trusted proxy
 * hop, so one machine plays many clients.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { locationChannel } from "#contract";
import { buildApp } from "../../../server/src/app.js";
import { loadConfig } from "../../../server/src/config.js";
import { openStore } from "../../../server/src/db/database.js";
import { seedDemoData } from "../../../server/src/demo/seed-demo.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { logLines } from "../../helpers/log-lines.js";
import { describeEachDialect } from "../../helpers/test-server.js";
import { connectLive, wsBase, type LiveClient } from "./live-client.js";

describeEachDialect(
  "GET /live: socket caps",
  (server) => {
    let ids: DemoIds;
    let base: string;
    const clients: LiveClient[] = [];

    beforeAll(async () => {
      ids = await demoIds(server().store.db);
      base = await server().app.listen({ port: 0, host: "127.0.0.1" });
    });
    afterEach(async () => {
      await Promise.all(clients.splice(0).map((client) => client.close()));
      // The server frees a place when it sees the close, a moment after the client does.
      await expect.poll(() => server().app.live.connectionCount(), { timeout: 10_000 }).toBe(0);
    });

    async function open(address: string): Promise<LiveClient> {
      const client = await connectLive(`${wsBase(server().app)}/live?vendor=demo`, { headers: { "x-forwarded-for": address } });
      clients.push(client);
      return client;
    }

    async function expectRefused(address: string): Promise<void> {
      const client = await open(address);
      expect(await client.next((frame) => frame.event === "error", 10_000)).toMatchObject({ event: "error", code: "too_many_connections" });
      expect(await client.closed).toBe(1013);
    }

    /** What a client or a load balancer sees over a fresh HTTP connection. */
    async function httpAnswers(): Promise<void> {
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      const locations = await fetch(`${base}/api/v2/open/locations`, { headers: { "x-vendor": "demo" } });
      expect(locations.status).toBe(200);
    }

    it("refuses a socket over the per-address cap while HTTP and other addresses are served", async () => {
      const held = [await open("198.51.100.1"), await open("198.51.100.1"), await open("198.51.100.1")];
      await expectRefused("198.51.100.1");
      await httpAnswers();
      const other = await open("198.51.100.2");
      const channel = locationChannel(ids.location("downtown"));
      expect(await other.subscribe(channel)).toEqual({ event: "subscribed", channel });
      // The sockets held are still served, and a closed one gives its place back.
      expect(await held[0]?.subscribe(channel)).toEqual({ event: "subscribed", channel });
      await held[1]?.close();
      await expect.poll(() => server().app.live.connectionCount(), { timeout: 10_000 }).toBe(3);
      const again = await open("198.51.100.1");
      expect(await again.subscribe(channel)).toEqual({ event: "subscribed", channel });
    });

    it("refuses any socket over the total cap while HTTP keeps answering", async () => {
      for (let i = 0; i < 6; i++) await open(`198.51.100.${10 + (i % 3)}`);
      await expectRefused("198.51.100.99");
      await httpAnswers();
      expect(server().app.live.connectionCount()).toBe(6);
    });
  },
  { env: { TRUST_PROXY: "1", LIVE_MAX_SOCKETS: "6", LIVE_MAX_SOCKETS_PER_ADDRESS: "3" } },
);

describe("GET /live: refusals in the log", () => {
  it("logs the first refusal and not every one after it", async () => {
    const config = loadConfig({ DATABASE_URL: ":memory:", LIVE_MAX_SOCKETS_PER_ADDRESS: "1", PORT: "0", DEFAULT_VENDOR: "demo" });
    const store = await openStore(config.database);
    // The first socket is served (its vendor exists), and holds the address's one place.
    await seedDemoData(store.db, new Date());
    const { stream, lines } = logLines();
    const app = await buildApp({ config, store, logger: { level: "warn", stream } });
    const clients: LiveClient[] = [];
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      for (let i = 0; i < 4; i++) clients.push(await connectLive(`${wsBase(app)}/live`));
      await Promise.all(clients.slice(1).map((client) => client.closed));
      expect(clients[0]?.socket.readyState).toBe(clients[0]?.socket.OPEN);
      const refusals = lines.filter((line) => line.msg.startsWith("live: socket refused"));
      expect(refusals).toEqual([expect.objectContaining({ address: "127.0.0.1", occurrences: 1 })]);
    } finally {
      await Promise.all(clients.map((client) => client.close()));
      await app.close();
      await store.close();
    }
  });
});
