/**
 * Keeps each client's address readable after the client hangs up. Node reads a socket's peer
 * address on first use and remembers it, but a first read after the socket is gone gets
 * nothing. The rate limiter reads `request.ip` only after the vendor lookup, and a client that
 * sent a request and hung up at once was gone by then on PostgreSQL: the limiter threw a
 * TypeError (logged with its stack) instead of counting the request. Reading the address as the
 * connection opens keeps it for every later read: `request.ip`, the proxy hops, the logs.
 */
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { Server } from "node:http";
import type { Socket } from "node:net";

export function keepClientAddresses(server: Server): void {
  server.on("connection", (socket: Socket) => {
    // The read itself is the point: it makes the socket remember its peer.
    void socket.remoteAddress;
  });
}

/** What a client whose address could not be read at all is counted under, all such clients together. */
export const UNKNOWN_ADDRESS = "unknown-address";

/**
 * The rate limits' key: the client's address as the plugin's own key makes it (an IPv6 client by
 * its /64). The address is unknown only for a connection reset before it was even accepted:
 * those count together rather than throw or go uncounted.
 */
export function rateLimitKey(request: FastifyRequest): string {
  const ip = request.ip as string | undefined;
  return ip === undefined ? UNKNOWN_ADDRESS : normalizeIP(ip);
}
