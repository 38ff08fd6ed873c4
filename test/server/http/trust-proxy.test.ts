/**
 * `TRUST_PROXY` (issue 14, item 4): the client's address is read from the right of
 * `X-Forwarded-For`, only through the proxies named (a hop count or their addresses), so a
 * client writing its own left-most entry is still counted as itself and cannot reset a
 * per-address limit; unset, the header is ignored.
 */
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../server/src/config.js";
import { fastifyTrustProxy, parseTrustProxy } from "../../../server/src/http/trust-proxy.js";
import { describeEachDialect, type TestServer } from "../../helpers/test-server.js";

describe("TRUST_PROXY", () => {
  it("reads no proxy, a hop count (1 and true: one hop, never every proxy) or proxies' addresses", () => {
    for (const off of ["", "0", "false", "off", "no"]) expect(parseTrustProxy(off)).toBe(false);
    for (const one of ["1", "true", "TRUE", "yes", "on"]) expect(parseTrustProxy(one)).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("10.0.0.0/8, 192.0.2.7 ,::1,fd00::/8,loopback")).toEqual(["10.0.0.0/8", "192.0.2.7", "::1", "fd00::/8", "loopback"]);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
  });

  it("refuses what is neither, naming the entry", () => {
    for (const bad of ["everything", "10.0.0.0/33", "10.0.0.1/8/2", "300.1.1.1", "99", "10.0.0.1;rm"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
    expect(() => loadConfig({ TRUST_PROXY: "proxy.internal" })).toThrow(/TRUST_PROXY: "proxy.internal" is neither/);
  });

  /** The address Fastify gives a request from 127.0.0.1 carrying this header. */
  async function clientAddress(trust: Parameters<typeof fastifyTrustProxy>[0], forwardedFor: string): Promise<string> {
    const app = Fastify({ trustProxy: fastifyTrustProxy(trust) });
    app.get("/ip", async (request) => request.ip);
    const res = await app.inject({ method: "GET", url: "/ip", remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": forwardedFor } });
    await app.close();
    return res.body;
  }

  it("takes the address the trusted proxies saw, never one the client wrote", async () => {
    const header = "6.6.6.6, 198.51.100.7, 10.0.0.2";
    expect(await clientAddress(false, header)).toBe("127.0.0.1");
    expect(await clientAddress(1, header)).toBe("10.0.0.2");
    expect(await clientAddress(2, header)).toBe("198.51.100.7");
    expect(await clientAddress(["127.0.0.1"], header)).toBe("10.0.0.2");
    expect(await clientAddress(["loopback", "10.0.0.0/8"], header)).toBe("198.51.100.7");
    // The socket is not one of the proxies: the header is the client's own words.
    expect(await clientAddress(["10.0.0.0/8"], header)).toBe("127.0.0.1");
  });
});

/** Posts an empty feedback (refused 422, but counted by the write limit) as if through a proxy. */
async function feedbackStatus(server: TestServer, forwardedFor: string): Promise<number> {
  const res = await server.call({ method: "POST", url: "/api/v3/open/walkin-feedback", payload: {}, headers: { "x-forwarded-for": forwardedFor } });
  return res.statusCode;
}

describeEachDialect(
  "per-address limits behind one proxy hop",
  (server) => {
    it("counts a client who spoofs the left-most X-Forwarded-For as itself, and another client apart", async () => {
      // The proxy appends the address it saw (192.0.2.50) to whatever the client sent.
      const statuses = [];
      for (const spoof of ["6.6.6.1", "6.6.6.2", "6.6.6.3, 6.6.6.4"]) statuses.push(await feedbackStatus(server(), `${spoof}, 192.0.2.50`));
      expect(statuses).toEqual([422, 422, 429]);
      expect(await feedbackStatus(server(), "192.0.2.51")).toBe(422);
    });
  },
  { env: { TRUST_PROXY: "1", RATE_LIMIT_PER_MINUTE: "2" } },
);

describeEachDialect(
  "per-address limits without TRUST_PROXY",
  (server) => {
    it("ignores X-Forwarded-For: a client cannot name itself anew", async () => {
      const statuses = [];
      for (const spoof of ["6.6.6.1", "6.6.6.2", "6.6.6.3"]) statuses.push(await feedbackStatus(server(), spoof));
      expect(statuses).toEqual([422, 422, 429]);
    });
  },
  { env: { RATE_LIMIT_PER_MINUTE: "2" } },
);
