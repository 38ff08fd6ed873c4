/**
 * Time-outs and the connection cap of the HTTP server, against clients that hold connections
 * without finishing a request (slowloris) or open more than the process has file descriptors.
 * Node checks the request and header time-outs on a timer (every 30 s by default, which would
 * let a slow client stay a minute); it runs every second here, so a slow client is cut off
 * close to the configured time. A real client on a slow phone sends a request of a few
 * kilobytes well within the defaults (docs/security-and-limits.md, "Limits against abuse, and proxies").
 */
import type { ServerOptions } from "node:http";
import type { FastifyInstance } from "fastify";
import type { ServerLimits } from "../config.js";
import { throttledWarning } from "./throttled-warning.js";

/** How often Node looks for requests past their time-out, at most. */
const CHECK_EVERY_MS = 1_000;

/** The Fastify options that bound how long a request may take to arrive. */
export function serverTimeouts(limits: ServerLimits): { requestTimeout: number; keepAliveTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(CHECK_EVERY_MS, Math.floor(limits.headersTimeoutMs / 4))),
    },
  };
}

/**
 * Caps the connections the server holds (websockets included, see `LIVE_MAX_SOCKETS`, kept
 * below it): beyond, Node closes a new connection at once, before it costs more than its
 * descriptor, and the refusals are logged without flooding the log.
 */
export function capConnections(app: FastifyInstance, limits: ServerLimits): void {
  app.server.maxConnections = limits.maxConnections;
  const warn = throttledWarning(app.log, "http: connection refused, the server holds HTTP_MAX_CONNECTIONS already");
  app.server.on("drop", (data?: { remoteAddress?: string }) => warn({ remoteAddress: data?.remoteAddress, max: limits.maxConnections }));
}
