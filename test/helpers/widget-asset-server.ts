/** The element's file routes alone, over a widget folder of the test's own (fixtures or a real build). */
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { registerErrorHandlers } from "../../server/src/http/error-handler.js";
import { widgetAssetRoutes } from "../../server/src/routes/hosted/widget-assets.js";

export async function widgetAssetServer(widgetDir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandlers(app);
  await app.register(fastifyStatic, { serve: false, preCompressed: true });
  await app.register(widgetAssetRoutes, { widgetDir });
  await app.ready();
  return app;
}
