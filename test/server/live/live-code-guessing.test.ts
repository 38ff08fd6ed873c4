/**
 * Guessing confirm codes over `GET /live` (issue 14, item 1): wrong codes spend the client
 * address's allowance of reads by code — the one the HTTP reads spend — so reconnecting buys
 * no new guesses, and once it is spent neither the socket nor HTTP checks another code from
 * that address, a right one included. Each test is its own address (behind one trusted proxy
 * hop), so each starts with a full allowance: RATE_LIMIT_PER_MINUTE 2, so 10 reads by code.
 */
import { appointmentChannel, locationChannel } from "#contract";
import { beforeAll, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinDowntown, type Joined } from "../../helpers/join-demo.js";
import { describeEachDialect } from "../../helpers/test-server.js";
import { connectLive, wsBase, type LiveClient } from "./live-client.js";

const ALLOWANCE = 10;
const PER_SOCKET = 5;

describeEachDialect(
  "GET /live: guessing confirm codes",
  (server) => {
    let ids: DemoIds;
    let joined: Joined;
    let url: string;

    beforeAll(async () => {
      ids = await demoIds(server().store.db);
      joined = await joinDowntown(server(), ids);
      await server().app.listen({ port: 0, host: "127.0.0.1" });
      url = `${wsBase(server().app)}/live?vendor=demo`;
    });

    const fromAddress = (address: string) => connectLive(url, { headers: { "x-forwarded-for": address } });
    const readOverHttp = (address: string, code: string) =>
      server().call({ method: "GET", url: `/api/v2/open/queue-appointments/${joined.id}?code=${code}`, headers: { "x-forwarded-for": address } });

    /** Presents wrong codes over as many sockets as it takes (five a socket), closing each. */
    async function guess(address: string, count: number): Promise<void> {
      const channel = appointmentChannel(joined.id);
      let client: LiveClient | undefined;
      for (let i = 0; i < count; i++) {
        if (i % PER_SOCKET === 0) client = await fromAddress(address);
        const answer = await client?.subscribe(channel, `WRONG${String(i).padStart(3, "0")}`);
        expect(answer).toMatchObject({ event: "error", code: "forbidden", channel });
        if (i % PER_SOCKET === PER_SOCKET - 1) expect(await client?.closed).toBe(1008);
      }
      await client?.close();
    }

    it("refuses guesses across reconnects once the allowance is spent, a right code too, and HTTP reads from that address", async () => {
      const address = "203.0.113.10";
      await guess(address, ALLOWANCE);
      const client = await fromAddress(address);
      const channel = appointmentChannel(joined.id);
      expect(await client.subscribe(channel, joined.code)).toMatchObject({ event: "error", code: "rate_limited", channel });
      expect(await client.closed).toBe(1013);
      const read = await readOverHttp(address, joined.code);
      expect(read.statusCode).toBe(429);
      expect(read.json()).toMatchObject({ code: "rate_limited" });
      // Nothing about the appointment was told.
      expect(read.body).not.toContain(joined.code);
    });

    it("refuses codes on /live once HTTP reads from the address have spent the allowance", async () => {
      const address = "203.0.113.11";
      for (let i = 0; i < ALLOWANCE; i++) expect((await readOverHttp(address, "WRONGCOD")).statusCode).toBe(404);
      expect((await readOverHttp(address, joined.code)).statusCode).toBe(429);
      const client = await fromAddress(address);
      expect(await client.subscribe(appointmentChannel(joined.id), joined.code)).toMatchObject({ event: "error", code: "rate_limited" });
      expect(await client.closed).toBe(1013);
    });

    it("spends nothing on right codes and public channels, and counts each address apart", async () => {
      const address = "203.0.113.12";
      const client = await fromAddress(address);
      for (let i = 0; i < ALLOWANCE + 2; i++) {
        const channel = i % 2 === 0 ? appointmentChannel(joined.id) : locationChannel(ids.location("downtown"));
        expect(await client.subscribe(channel, i % 2 === 0 ? joined.code : undefined)).toEqual({ event: "subscribed", channel });
        // Frames are handled in order: the next subscription is checked afresh.
        client.send({ action: "unsubscribe", channel });
      }
      await client.close();
      await guess(address, ALLOWANCE - 1);
      // The last read of the allowance still answers; another address has all of its own.
      expect((await readOverHttp(address, joined.code)).statusCode).toBe(200);
      expect((await readOverHttp("203.0.113.13", joined.code)).statusCode).toBe(200);
      expect((await readOverHttp(address, joined.code)).statusCode).toBe(429);
    });
  },
  { env: { RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "1" } },
);
