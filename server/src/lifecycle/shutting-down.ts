/**
 * The documented refusal of an instance that is stopping: 503 `shutting_down` with `Retry-After`
 * and `Connection: close`, so a client (or the proxy in front) sends the request again to
 * another instance, or to this one once it is back.
 */
import type { FastifyReply } from "fastify";
import type { ApiErrorBody } from "#contract";

/** A restart takes a few seconds; a proxy with another instance retries at once anyway. */
export const SHUTTING_DOWN_RETRY_AFTER_SECONDS = 5;

export function sendShuttingDown(reply: FastifyReply, message = "This server is restarting; send the request again"): FastifyReply {
  return reply
    .status(503)
    .header("retry-after", String(SHUTTING_DOWN_RETRY_AFTER_SECONDS))
    .header("connection", "close")
    .send({ code: "shutting_down", message } satisfies ApiErrorBody);
}
