/** `GET /healthz`: the process is up and the database answers. */
import { sql } from "kysely";
import type { FastifyPluginAsync } from "fastify";

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get("/healthz", { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.ctx.db);
      return { status: "ok", database: app.ctx.dialect };
    } catch {
      return reply.status(503).send({ code: "internal_error", message: "Database unavailable" });
    }
  });
};
