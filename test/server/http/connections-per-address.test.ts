/**
 * One address cannot hold every connection: beyond `HTTP_MAX_CONNECTIONS_PER_ADDRESS` its new
 * connections are closed at once while other addresses are served; near the total cap, idle
 * kept-alive connections are closed first so a newcomer still gets in. The clients are real
 * sockets from other loopback addresses (127.0.0.2, .3 …), as separate machines would be.
 */
import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../helpers/test-server.js";

/** A connection from `from` that asks once with keep-alive, then stays open idle. */
function idleKeepAlive(port: number, from: string): Promise<{ socket: Socket; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress: from });
    socket.on("error", () => {});
    const closed = new Promise<void>((done) => socket.once("close", () => done()));
    let answered = false;
    socket.once("connect", () => socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n"));
    socket.on("data", () => {
      if (answered) return;
      answered = true;
      resolve({ socket, closed });
    });
    // Closed before any answer: refused.
    void closed.then(() => (answered ? undefined : resolve({ socket, closed })));
    setTimeout(() => reject(new Error("no answer and not closed")), 10_000);
  });
}

/** One request from `from`, on a fresh connection: its status. */
function getFrom(port: number, from: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/healthz", localAddress: from, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

describeEachDialect(
  "connections per address",
  (server) => {
    let port = 0;
    const held: Socket[] = [];
    beforeAll(async () => {
      const address = await server().app.listen({ port: 0, host: "127.0.0.1" });
      port = Number(new URL(address).port);
    });
    afterAll(() => {
      for (const socket of held) socket.destroy();
    });

    it("closes a flooding address's connections beyond its cap and serves the others", async () => {
      const flood = await Promise.all(Array.from({ length: 30 }, () => idleKeepAlive(port, "127.0.0.2")));
      held.push(...flood.map((f) => f.socket));
      // Refused connections are closed without an answer; the first 20 are served and stay.
      const open = flood.filter((f) => !f.socket.destroyed);
      expect(open.length).toBe(20);
      for (let i = 0; i < 5; i++) expect(await getFrom(port, "127.0.0.3")).toBe(200);
    });

    it("closes idle kept-alive connections first when the server nears its total cap, so newcomers get in", async () => {
      // 20 (from the test before) + 20 + 15 held idle: 55 of 60, past nine tenths of the cap.
      const more = await Promise.all([
        ...Array.from({ length: 20 }, () => idleKeepAlive(port, "127.0.0.4")),
        ...Array.from({ length: 15 }, () => idleKeepAlive(port, "127.0.0.5")),
      ]);
      held.push(...more.map((f) => f.socket));
      for (let i = 0; i < 5; i++) expect(await getFrom(port, "127.0.0.6")).toBe(200);
      // The idle ones were closed by the server, to make room.
      await expect.poll(() => held.filter((s) => !s.destroyed && !s.closed).length, { timeout: 5_000 }).toBeLessThan(20);
    });
  },
  { env: { LIVE_MAX_SOCKETS: "10", LIVE_MAX_SOCKETS_PER_ADDRESS: "5", HTTP_MAX_CONNECTIONS: "60", HTTP_MAX_CONNECTIONS_PER_ADDRESS: "20" } },
);
