/**
 * `GET /healthz`: the process is up and the database answers. While it does not, 503
 * `service_unavailable` with `Retry-After`, as quickly as the pool gives up connecting
 * (`DATABASE_CONNECT_TIMEOUT_MS`), so a load balancer or orchestrator sees the outage.
 */
import { sql } from "kysely";
import type { FastifyPluginAsync } from "fastify";
import { sendStoreOutage } from "../http/error-handler.js";

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get("/healthz", { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.ctx.db);
      return { status: "ok", database: app.ctx.dialect };
    } catch {
      // Whatever the failure, the store does not answer: never a 500 here.
      return sendStoreOutage(reply, "unavailable", "Database unavailable");
    }
  });
};
