/**
 * What happens when a live websocket reports an error. `ws` reports a client's protocol fault
 * (a frame over the size limit, a bad opcode, broken UTF-8) after it has already sent the
 * matching close code (1009, 1002, 1007): that is the client's mistake, not ours, and the
 * socket closes on its own. Anything else is logged and the socket cut off.
 */
import type { WebSocket } from "@fastify/websocket";
import type { FastifyRequest } from "fastify";

/** `@fastify/websocket`'s `errorHandler` for the live route. */
export function liveSocketErrorHandler(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && code.startsWith("WS_ERR_")) {
    // No stack: it points into ws, and a misbehaving client should not flood the logs.
    request.log.info({ code, reason: error.message }, "live: client broke the websocket protocol");
    return;
  }
  if (code === "ECONNRESET" || code === "EPIPE") {
    request.log.debug({ err: error }, "live: client went away");
  } else {
    request.log.error({ err: error }, "live: websocket failed");
  }
  socket.terminate();
}
