/**
 * Slow clients (issue 14, item 3), over real sockets with the time-outs shortened by config: a
 * body or headers trickling in, or a connection that sends nothing, are answered 408 and cut
 * off at the request time-out, while a client that is merely slow still joins; an idle
 * kept-alive connection is closed; and a `/live` websocket outlives every HTTP time-out.
 */
import { connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinBody } from "../../helpers/join-body.js";
import { createTestServer, type TestServer } from "../../helpers/test-server.js";
import { connectLive, wsBase } from "../live/live-client.js";

const REQUEST_TIMEOUT_MS = 3_000;
/** Long enough to outlast the request time-out plus Node's check interval, with room on a busy machine. */
const PAST_THE_TIMEOUT_MS = REQUEST_TIMEOUT_MS + 2_000;

interface RawClient {
  socket: Socket;
  /** Everything the server sent, as text. */
  received(): string;
  /** Resolves when the server has closed the connection. */
  closed: Promise<void>;
}

describe("slow clients", () => {
  let server: TestServer;
  let ids: DemoIds;
  let port: number;

  beforeAll(async () => {
    server = await createTestServer("sqlite", {
      env: {
        HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        HTTP_HEADERS_TIMEOUT_MS: "2000",
        HTTP_KEEP_ALIVE_TIMEOUT_MS: "1000",
      },
    });
    ids = await demoIds(server.store.db);
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server.close();
  });

  async function rawClient(): Promise<RawClient> {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("error", () => {});
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    return { socket, received: () => text, closed };
  }

  /** Writes `pieces` one by one, `gapMs` apart, while the server keeps the connection. */
  async function trickle(client: RawClient, pieces: (string | Buffer)[], gapMs: number): Promise<void> {
    for (const piece of pieces) {
      if (client.socket.destroyed) return;
      client.socket.write(piece);
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
  }

  const joinHeaders = async (length: number) => {
    const csrf = await server.app.inject({ method: "GET", url: "/api/v2/open/csrf", headers: { "x-vendor": "demo" } });
    const token = (csrf.json() as { token: string }).token;
    return (
      "POST /api/v2/open/queue-appointments HTTP/1.1\r\nHost: localhost\r\nX-Vendor: demo\r\n" +
      `X-CSRF-Token: ${token}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`
    );
  };
  const joinBytes = () =>
    Buffer.from(
      JSON.stringify(
        joinBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits") }, {}, [{ question_id: ids.question("member"), value: 1 }]),
      ),
    );
  const waitingCount = async () =>
    Number(
      (
        await server.store.db
          .selectFrom("queue_appointments")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("cuts off a body trickling in one byte at a time, with 408, and takes nothing from it", async () => {
    const before = await waitingCount();
    const client = await rawClient();
    const body = joinBytes();
    // At one byte every 200 ms the body would take minutes; the server stops waiting long before.
    void trickle(client, [await joinHeaders(body.length), ...[...body].map((byte) => Buffer.from([byte]))], 200);
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(await waitingCount()).toBe(before);
  }, 30_000);

  it("cuts off headers trickling in, and a connection that sends nothing", async () => {
    const silent = await rawClient();
    const slow = await rawClient();
    void trickle(slow, ["GET /healthz HTTP/1.1\r\n", ...Array.from({ length: 100 }, (_, i) => `X-Pad-${i}: 1\r\n`)], 200);
    await Promise.all([silent.closed, slow.closed]);
    expect(silent.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  it("lets a slow client (a phone on a poor network) join, its body arriving in pieces", async () => {
    const client = await rawClient();
    const body = joinBytes();
    const quarter = Math.ceil(body.length / 4);
    const pieces = [0, 1, 2, 3].map((i) => body.subarray(i * quarter, (i + 1) * quarter));
    await trickle(client, [await joinHeaders(body.length), ...pieces], 150);
    await expect.poll(() => client.received(), { timeout: 15_000 }).toMatch(/\r\n\r\n\{/);
    expect(client.received()).toMatch(/^HTTP\/1\.1 201 /);
    client.socket.destroy();
  }, 30_000);

  it("closes a kept-alive connection left idle", async () => {
    const client = await rawClient();
    client.socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
  }, 30_000);

  it("keeps a /live websocket open past every HTTP time-out", async () => {
    const live = await connectLive(`${wsBase(server.app)}/live?vendor=demo`);
    await new Promise((resolve) => setTimeout(resolve, PAST_THE_TIMEOUT_MS));
    live.send({ action: "ping" });
    expect(await live.next((frame) => frame.event === "pong", 10_000)).toEqual({ event: "pong" });
    await live.close();
  }, 30_000);
});
