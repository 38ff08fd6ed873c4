/**
 * A write is answered only once what it committed is on disk (SQLite, `SQLITE_SYNCHRONOUS=full`:
 * db/wal-sync.ts): every answer to a request that may write waits for the store's group sync. A
 * sync that fails answers 503 `service_unavailable`: the change may stand or not, and a retry
 * (with its Idempotency-Key, for a join) finds out.
 */
import type { FastifyInstance } from "fastify";
import type { ErrorCode } from "#contract";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function registerDurableAnswers(app: FastifyInstance, durable: () => Promise<void>): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!WRITES.has(request.method)) return payload;
    try {
      await durable();
    } catch (error) {
      request.log.error({ err: error }, "store: syncing the log to disk failed");
      reply.code(503).header("retry-after", "5").header("content-type", "application/json; charset=utf-8");
      const code: ErrorCode = "service_unavailable";
      return JSON.stringify({ code, message: "The change could not be saved to disk; please try again" });
    }
    return payload;
  });
}
