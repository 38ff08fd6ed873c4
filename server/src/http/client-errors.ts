/**
 * Requests Node's HTTP parser refuses before Fastify sees them — an unknown method, a control
 * character in a header, `Transfer-Encoding` with `Content-Length`, headers over the limit, a
 * request that never finished arriving — get the contract's JSON with a stable `code`, like every
 * other error, and the connection is closed (what follows on it cannot be trusted).
 */
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ApiErrorBody } from "#contract";

interface ClientErrorAnswer {
  status: number;
  body: ApiErrorBody;
}

/** The answer to one parser error, by Node's error code. */
export function clientErrorAnswer(code: string | undefined): ClientErrorAnswer {
  if (code === "HPE_HEADER_OVERFLOW") return { status: 431, body: { code: "headers_too_large", message: "The request's headers are too large" } };
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return { status: 408, body: { code: "request_timeout", message: "The request did not arrive in time" } };
  return { status: 400, body: { code: "bad_request", message: `The request could not be read as HTTP (${code ?? "malformed"})` } };
}

/** Fastify's `clientErrorHandler`: writes the answer on the raw socket, then closes it. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // Nothing to answer on a connection the client closed or reset.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, body } = clientErrorAnswer(error.code);
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
