/**
 * A client that hangs up right after sending (a request written, the socket destroyed at once)
 * is no error of ours: on PostgreSQL the rate limiter once read the address of the gone socket,
 * threw a TypeError and logged a stack for most such requests. Real sockets and a real logger:
 * no error-level line, every such request still counted against its address, and the server
 * keeps answering.
 */
import { connect, type AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../../../server/src/app.js";
import { describeEachDialect } from "../../helpers/test-server.js";

interface LogLine {
  level: number;
  msg: string;
  err?: { type?: string; message?: string };
}

/** Pino's level numbers: 50 is error, 60 fatal. */
const ERROR = 50;
/** Writes allowed per address and minute in this test; reads by id and code get five times as many. */
const LIMIT = 30;
/** As many reads as one address may make: all hang up, then the next read is refused. */
const HANG_UPS = 5 * LIMIT;

describeEachDialect(
  "clients that hang up right after sending",
  (server) => {
    let app: FastifyInstance;
    let port: number;
    const logs: LogLine[] = [];
    let received = 0;
    let answered = 0;

    beforeAll(async () => {
      // Warn, as production often runs: at info level the request log reads the address early and hid the bug.
      const stream = { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) };
      app = await buildApp({ config: server().config, store: server().store, clock: server().clock, logger: { level: "warn", stream } });
      app.server.on("request", () => received++);
      // Every request ends in an answer (into a closed socket), the error handler's included.
      app.addHook("onSend", async () => void answered++);
      await app.listen({ port: 0, host: "127.0.0.1" });
      port = (app.server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await app?.close();
    });

    /** Writes a whole request and destroys the socket at once, before any answer can come. */
    function hangUp(raw: string): Promise<void> {
      return new Promise((resolve) => {
        const socket = connect(port, "127.0.0.1", () => {
          socket.write(raw, () => {
            socket.destroy();
            resolve();
          });
        });
        socket.on("error", () => resolve());
      });
    }

    function request(method: string, path: string, body?: string): string {
      const lines = [`${method} ${path} HTTP/1.1`, "Host: 127.0.0.1", "X-Vendor: demo", "Connection: close"];
      if (body !== undefined) lines.push("Content-Type: application/json", `Content-Length: ${Buffer.byteLength(body)}`);
      return `${lines.join("\r\n")}\r\n\r\n${body ?? ""}`;
    }

    const openConnections = () =>
      new Promise<number>((resolve, reject) => app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));

    it("logs no error, counts every request, and keeps answering", { timeout: 90_000 }, async () => {
      // Reads by id and code: limited per address, so codes cannot be guessed fast.
      const read = request("GET", "/api/v2/open/queue-appointments/1?code=ABCD2345");
      await Promise.all(Array.from({ length: HANG_UPS }, () => hangUp(read)));
      // Done when the server has closed every socket (so it has read every request) and answered each.
      await expect
        .poll(async () => ({ open: await openConnections(), unanswered: received - answered }), { timeout: 60_000, interval: 100 })
        .toEqual({ open: 0, unanswered: 0 });
      expect(received).toBe(HANG_UPS);
      expect(logs.filter((l) => l.level >= ERROR).map((l) => `${l.msg}: ${l.err?.type ?? ""} ${l.err?.message ?? ""}`)).toEqual([]);

      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      // Each read that hung up counted against 127.0.0.1: the allowance is spent, the next is refused.
      const next = await fetch(`http://127.0.0.1:${port}/api/v2/open/queue-appointments/1?code=ABCD2345`, { headers: { "x-vendor": "demo" } });
      expect(next.status).toBe(429);
      // Another route's allowance is untouched.
      expect((await fetch(`http://127.0.0.1:${port}/api/v2/open/vendor`, { headers: { "x-vendor": "demo" } })).status).toBe(200);
    });
  },
  { env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } },
);
