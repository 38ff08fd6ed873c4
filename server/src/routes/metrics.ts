/**
 * `GET /metrics`: Prometheus text format, for a scraper holding `METRICS_TOKEN` (401 without
 * it). With no token configured the route does not exist (404): metrics stay private by default.
 */
import type { FastifyPluginAsync } from "fastify";
import { requireBearerToken } from "../http/bearer-auth.js";
import { bearerGuessLimit } from "../http/bearer-guess-limit.js";
import type { AppMetrics } from "../metrics/app-metrics.js";

export const metricsRoutes: FastifyPluginAsync<{ metrics: AppMetrics; token: string }> = async (app, { metrics, token }) => {
  const checkBearer = bearerGuessLimit(app);
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    await checkBearer(request, reply, () => requireBearerToken(request, token));
    await metrics.refresh();
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
};
