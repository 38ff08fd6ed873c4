/**
 * Connection caps of `GET /live` (issue 14, item 2): sockets over the per-address or the total
 * cap are told `too_many_connections` and closed with 1013 (try again later), while HTTP —
 * `/healthz` and the API, over real connections — keeps answering; a closed socket gives its
 * place back. Addresses come through one trusted proxy hop, so one machine plays many clients.
 */
import { afterEach, beforeAll, expect, it } from "vitest";
import { locationChannel } from "../../../widget/src/contract/index.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
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
