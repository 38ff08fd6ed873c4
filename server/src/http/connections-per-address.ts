/**
 * Connections per client address. Beside the cap on all connections (server-limits.ts), one
 * address may hold at most `HTTP_MAX_CONNECTIONS_PER_ADDRESS` (an IPv6 client by its /64, as the
 * rate limits count): beyond, a new connection is closed at once, before it costs a request, so
 * one client holding idle keep-alive connections cannot take every slot. Trusted proxies
 * (`TRUST_PROXY`) are not capped: their clients share their address, and the proxy limits them.
 * And when the server nears its total cap, idle kept-alive connections are closed first (a
 * browser opens a new one for its next request), so newcomers still get in.
 */
import type { Server } from "node:http";
import type { Socket } from "node:net";
import proxyAddr from "@fastify/proxy-addr";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type { ServerLimits } from "../config.js";
import { throttledWarning } from "./throttled-warning.js";
import type { TrustProxy } from "./trust-proxy.js";

/** Share of the total cap from which idle connections are closed. */
const PRESSURE = 0.9;
/** Closing idle connections at most this often. */
const CLOSE_IDLE_EVERY_MS = 1_000;

/** Whether connections from this peer are a trusted proxy's (never capped per address). */
function trustedPeer(trust: TrustProxy): (address: string) => boolean {
  if (trust === false) return () => false;
  // A hop count trusts whatever is nearest: every peer is the proxy in front.
  if (typeof trust === "number") return () => trust > 0;
  const trusted = proxyAddr.compile(trust);
  return (address) => trusted(address, 0);
}

export function capConnectionsPerAddress(server: Server, limits: ServerLimits, trust: TrustProxy, log: FastifyBaseLogger): void {
  const perAddress = new Map<string, number>();
  let total = 0;
  let idleClosedAt = 0;
  const isProxy = trustedPeer(trust);
  const warn = throttledWarning(log, "http: connection closed, its address holds HTTP_MAX_CONNECTIONS_PER_ADDRESS already");
  server.on("connection", (socket: Socket) => {
    total += 1;
    socket.once("close", () => {
      total -= 1;
    });
    if (total >= limits.maxConnections * PRESSURE && Date.now() - idleClosedAt >= CLOSE_IDLE_EVERY_MS) {
      idleClosedAt = Date.now();
      server.closeIdleConnections();
    }
    const address = socket.remoteAddress;
    if (address === undefined || isProxy(address)) return;
    const key = normalizeIP(address);
    const held = (perAddress.get(key) ?? 0) + 1;
    perAddress.set(key, held);
    socket.once("close", () => {
      const left = (perAddress.get(key) ?? 1) - 1;
      if (left > 0) perAddress.set(key, left);
      else perAddress.delete(key);
    });
    if (held > limits.maxConnectionsPerAddress) {
      warn({ remoteAddress: address, max: limits.maxConnectionsPerAddress });
      socket.destroy();
    }
  });
}
