/**
 * `GET /readyz`: whether a load balancer should send this instance traffic. 200
 * `{status: "ready"}` when the database answers within `READY_QUERY_TIMEOUT_MS`, every migration
 * this build knows has run, and the instance is not stopping; else 503 with `Retry-After`:
 * `shutting_down` from the first moment of a stop (docs/operations.md, "Stopping, readiness and rolling deploys"), or
 * `service_unavailable` while the database is out of reach or behind. `/healthz` (liveness)
 * stays as it was: a stopping instance is alive and should not be restarted for it.
 */
import type { FastifyPluginAsync } from "fastify";
import { sql } from "kysely";
import { pendingMigrations } from "../db/migrate.js";
import { sendStoreOutage } from "../http/error-handler.js";
import { sendShuttingDown } from "../lifecycle/shutting-down.js";
import { withTimeout } from "../time/with-timeout.js";

/** A health check waits a couple of seconds at most; a database slower than this is not ready. */
const READY_QUERY_TIMEOUT_MS = 2_000;

export const readinessRoutes: FastifyPluginAsync = async (app) => {
  app.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
    if (app.lifecycle.phase !== "serving") return sendShuttingDown(reply, "This server is stopping; send traffic to another instance");
    let pending: string[];
    try {
      pending = await withTimeout(
        sql`select 1`.execute(app.ctx.db).then(() => pendingMigrations(app.ctx.db, app.ctx.dialect)),
        READY_QUERY_TIMEOUT_MS,
      );
    } catch {
      return sendStoreOutage(reply, "unavailable", "Database unavailable");
    }
    if (pending.length > 0) return sendStoreOutage(reply, "unavailable", `Database migrations not run yet: ${pending.join(", ")}`);
    // A stop may have begun while the database answered.
    if (app.lifecycle.phase !== "serving") return sendShuttingDown(reply, "This server is stopping; send traffic to another instance");
    return { status: "ready" };
  });
};
