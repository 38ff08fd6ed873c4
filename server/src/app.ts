/**
 * Composes the server: error handling, CORS, rate limits, OpenAPI, and the route groups.
 * `main.ts` only opens the store, builds this and listens.
 */
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import type { Store } from "./db/database.js";
import type { AppContext } from "./http/context.js";
import { corsDelegator } from "./http/cors-policy.js";
import { registerErrorHandlers } from "./http/error-handler.js";
import { registerOpenApi } from "./http/openapi.js";
import { loadServerSecret } from "./http/server-secret.js";
import { createPlacesProvider } from "./places/create-places-provider.js";
import type { PlacesProvider } from "./places/places-provider.js";
import { createMemoryEventBus, type EventBus } from "./live/event-bus.js";
import { adminRoutes } from "./routes/admin/index.js";
import { healthRoutes } from "./routes/health.js";
import { openRoutes } from "./routes/open/index.js";
import { systemClock, type Clock } from "./time/clock.js";

export interface BuildAppOptions {
  config: Config;
  store: Store;
  clock?: Clock;
  places?: PlacesProvider;
  /** Defaults to an in-memory bus (one instance); PostgreSQL deployments pass a shared one. */
  bus?: EventBus;
  /** Pino options or false; tests pass false. */
  logger?: boolean | object;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, store } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Validation is valibot's job (the shared contract); route schemas only document the API.
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const ctx: AppContext = {
    config,
    db: store.db,
    dialect: store.dialect,
    clock: options.clock ?? systemClock,
    secret: await loadServerSecret(store.db, config.secretKey),
    bus: options.bus ?? createMemoryEventBus(),
    places: options.places ?? createPlacesProvider(config.places, app.log),
  };
  app.decorate("ctx", ctx);
  app.decorateRequest("vendor", null as never);
  app.decorateRequest("locale", "en");

  registerErrorHandlers(app);
  await app.register(cors, { delegator: corsDelegator(ctx), hook: "onRequest" });
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(openRoutes);
  await app.register(adminRoutes, { prefix: "/api/v2/admin" });
  return app;
}
