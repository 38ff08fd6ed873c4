/**
 * Composes the server: error handling, the hooks of a graceful stop, metrics (with
 * METRICS_TOKEN), CORS, rate limits, OpenAPI, and the route groups.
 * `main.ts` only opens the store, builds this and listens.
 */
import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import { registerCompression } from "./http/compression.js";
import { registerReadCost } from "./http/read-cost.js";
import { createSharedAnswers } from "./http/shared-answers.js";
import rateLimit from "@fastify/rate-limit";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import type { Config } from "./config.js";
import type { Store } from "./db/database.js";
import type { AppContext } from "./http/context.js";
import { corsDelegator } from "./http/cors-policy.js";
import { keepClientAddresses, rateLimitKey } from "./http/client-address.js";
import { answerClientError } from "./http/client-errors.js";
import { registerErrorHandlers } from "./http/error-handler.js";
import { registerJsonBodyParser } from "./http/json-body.js";
import { registerDurableAnswers } from "./http/durable-answers.js";
import { loggerOptions } from "./http/logger-options.js";
import { sendNotFoundPage } from "./hosted/send-not-found-page.js";
import { registerOpenApi } from "./http/openapi.js";
import { loadServerSecret } from "./http/server-secret.js";
import { memoryRateLimitStore } from "./http/memory-rate-limit-store.js";
import { registerSecurityHeaders } from "./http/security-headers.js";
import { capConnectionsPerAddress } from "./http/connections-per-address.js";
import { capConnections, serverTimeouts } from "./http/server-limits.js";
import { sharedRateLimitStore } from "./http/shared-rate-limit-store.js";
import { fastifyTrustProxy } from "./http/trust-proxy.js";
import { createPlacesProvider } from "./places/create-places-provider.js";
import type { PlacesProvider } from "./places/places-provider.js";
import { createEventBus } from "./live/create-event-bus.js";
import type { EventBus } from "./live/event-bus.js";
import { createConfigCache } from "./vendors/config-cache.js";
import { createLineModels } from "./queue/line/line-models.js";
import { LIVE_MAX_FRAME_BYTES } from "./live/live-frames.js";
import { createLiveHub, type LiveHubOptions } from "./live/live-hub.js";
import { liveSocketErrorHandler } from "./live/live-socket-errors.js";
import { createLifecycle } from "./lifecycle/lifecycle-state.js";
import { registerStopHooks } from "./lifecycle/stop-hooks.js";
import { createAppMetrics } from "./metrics/app-metrics.js";
import { startOutboxWorker } from "./notifications/start-outbox-worker.js";
import { startNoShowSweep } from "./appointments/start-no-show-sweep.js";
import { startRetentionJob } from "./privacy/start-retention-job.js";
import { startReportRollUp } from "./reports/start-report-roll-up.js";
import { createOpeningRecompute } from "./queue/opening-recompute.js";
import { adminRoutes } from "./routes/admin/index.js";
import { healthRoutes } from "./routes/health.js";
import { metricsRoutes } from "./routes/metrics.js";
import { readinessRoutes } from "./routes/readiness.js";
import { hostedRoutes } from "./routes/hosted/index.js";
import { officeAppRoutes } from "./routes/office-app/index.js";
import { liveRoutes } from "./routes/live.js";
import { openRoutes } from "./routes/open/index.js";
import { staffRoutes } from "./routes/staff/index.js";
import { officeRoutes } from "./routes/office/index.js";
import { staffConsoleRedirect } from "./routes/staff-console-redirect.js";
import { systemClock, type Clock } from "./time/clock.js";
import { sharedTransactions } from "./db/shared-transactions.js";

export interface BuildAppOptions {
  config: Config;
  store: Store;
  clock?: Clock;
  places?: PlacesProvider;
  /** Defaults to the store's bus: LISTEN/NOTIFY on PostgreSQL, in memory on SQLite (closed with the app). */
  bus?: EventBus;
  /** Heartbeat and shutdown timings of `GET /live`; tests shorten them. */
  live?: Omit<LiveHubOptions, "bus" | "log">;
  /** Pino options or false; tests pass false. */
  logger?: boolean | object;
  /** The element's build to serve (default: the project's `dist/assets/widget`); a deploy test gives its own. */
  widgetDir?: string;
  /** Send the notification outbox from this instance (main.ts: true; tests run their own worker). */
  startOutboxWorker?: boolean;
  /** Mark missed bookings no-shows from this instance (main.ts: true; tests sweep themselves). */
  startNoShowSweep?: boolean;
  /** Erase personal data past each vendor's retention from this instance (main.ts: true; tests run it themselves). */
  startRetentionJob?: boolean;
  /** Count finished visits into the report aggregates from this instance (main.ts: true; tests and report requests roll up themselves). */
  startReportRollUp?: boolean;
  /** Move lines when their location opens or closes, from this instance (main.ts: true; tests look themselves). */
  startOpeningRecompute?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, store } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...serverTimeouts(config.limits),
    // Long path parameters reach the handlers, whose schemas answer them with our 422 format.
    routerOptions: { maxParamLength: 1000 },
    // What Node's HTTP parser refuses gets our JSON error shape (http/client-errors.ts).
    clientErrorHandler: answerClientError,
    // Malformed URLs (bad percent-encoding) get our JSON error shape too.
    frameworkErrors: (error, _request, reply) => {
      // Fastify types this reply with unresolved route generics; it is a plain reply here.
      void (reply as unknown as FastifyReply).code(400).send({ code: "bad_request", message: error.message });
    },
    // Validation is valibot's job (the shared contract); route schemas only document the API.
    ajv: { customOptions: { coerceTypes: false } },
    // A stop answers in our own shape (lifecycle/stop-hooks.ts), not Fastify's 503 body; requests
    // on connections open before it are served, with `Connection: close`.
    return503OnClosing: false,
  });
  capConnections(app, config.limits);
  capConnectionsPerAddress(app.server, config.limits, config.trustProxy, app.log);
  registerJsonBodyParser(app);
  await app.register(cookie);
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  keepClientAddresses(app.server);

  const bus = options.bus ?? (await createEventBus(config.database, store, app.log));
  const ctx: AppContext = {
    config,
    db: store.db,
    dialect: store.dialect,
    clock: options.clock ?? systemClock,
    secret: await loadServerSecret(store.db, config.secretKey),
    bus,
    configCache: createConfigCache(bus, config.configCacheTtlMs),
    places: options.places ?? createPlacesProvider(config.places, app.log),
    lines: undefined as never,
    sharedTransactions: sharedTransactions(store.db, store.dialect),
    sharedAnswers: createSharedAnswers(config.reads.sharedCacheMs),
    reportUnservable: (row, reason) => app.log.error({ locationId: row.id, vendorId: row.vendor_id }, `location left out of every read: ${reason}`),
  };
  ctx.lines = createLineModels({
    db: store.db,
    bus,
    clock: ctx.clock,
    configCache: ctx.configCache,
    ...config.lines,
    onError: (err, message) => app.log.error({ err }, message),
  });
  app.decorate("ctx", ctx);
  app.addHook("onClose", async () => ctx.configCache.close());
  app.addHook("onClose", () => ctx.lines.close());
  app.decorateRequest("vendor", null as never);
  app.decorateRequest("locale", "en");
  // A bus passed in belongs to the caller; the one opened here (a LISTEN connection) is ours to close.
  if (!options.bus) app.addHook("onClose", () => ctx.bus.close());
  const caps = { maxSockets: config.limits.liveMaxSockets, maxSocketsPerAddress: config.limits.liveMaxSocketsPerAddress };
  const live = createLiveHub({ caps, ...options.live, bus: ctx.bus, log: app.log });
  app.decorate("live", live);
  app.decorate("lifecycle", createLifecycle());

  registerErrorHandlers(app, { notFoundPage: (request, reply) => sendNotFoundPage(ctx, request, reply) });
  if (store.durable) registerDurableAnswers(app, store.durable);
  registerStopHooks(app);
  if (config.metricsToken) await app.register(metricsRoutes, { metrics: createAppMetrics(app, store), token: config.metricsToken });
  await app.register(cors, { delegator: corsDelegator(ctx), hook: "onRequest" });
  // Before compression: a read is charged for the answer as built, not as sent.
  registerReadCost(app, { costPerMinute: config.reads.costPerMinute, concurrencyPerAddress: config.reads.concurrencyPerAddress });
  registerCompression(app);
  await registerSecurityHeaders(app);
  // Instances sharing a PostgreSQL count together; a single SQLite process counts in memory.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: rateLimitKey,
    store:
      ctx.dialect === "postgres"
        ? sharedRateLimitStore(ctx.db, { onPruneError: (err) => app.log.warn({ err }, "rate limits: pruning failed") })
        : memoryRateLimitStore(),
  });
  await registerOpenApi(app);
  await app.register(websocket, {
    options: { maxPayload: LIVE_MAX_FRAME_BYTES },
    errorHandler: liveSocketErrorHandler,
    // Replaces the plugin's bare close: clients get the disconnect notice and 1012 first.
    preClose: async () => {
      await live.shutdown();
      app.websocketServer.close();
    },
  });

  await app.register(healthRoutes);
  await app.register(readinessRoutes);
  await app.register(liveRoutes);
  await app.register(openRoutes);
  await app.register(adminRoutes, { prefix: "/api/v2/admin" });
  await app.register(staffRoutes, { prefix: "/api/v2/staff" });
  await app.register(officeRoutes, { prefix: "/api/v2/office" });
  await app.register(staffConsoleRedirect);
  await app.register(hostedRoutes, { widgetDir: options.widgetDir });
  await app.register(officeAppRoutes);
  if (options.startOutboxWorker) startOutboxWorker(app);
  if (options.startNoShowSweep) startNoShowSweep(app);
  if (options.startRetentionJob) startRetentionJob(app);
  if (options.startReportRollUp) startReportRollUp(app);
  if (options.startOpeningRecompute) {
    const recompute = createOpeningRecompute({ db: ctx.db, bus: ctx.bus, lines: ctx.lines, clock: ctx.clock, logger: app.log });
    recompute.start();
    app.addHook("onClose", () => recompute.stop());
  }
  return app;
}
