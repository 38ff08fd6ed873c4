/**
 * This app's Prometheus metrics (docs/operations.md, "Metrics"), in a registry of its own so several apps in
 * one process (the tests) never share or collide. Counters and the latency histogram are fed by
 * hooks; the gauges are read at scrape time (`refresh()`, then the registry's `collect`s): the
 * live hub, the database pool and the event bus from memory, lines and the outbox with two
 * bounded queries (queue-gauges.ts).
 */
import type { FastifyInstance } from "fastify";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Store } from "../db/database.js";
import { readLines, readOutbox } from "./queue-gauges.js";
import { withTimeout } from "../time/with-timeout.js";

export interface AppMetrics {
  registry: Registry;
  /** Reads the database-backed gauges; a database that does not answer sets `queue_booking_database_up` 0. */
  refresh(): Promise<void>;
}

/** The route that puts a client in line; a 201 from it is a join. */
const JOIN_ROUTE = "/api/v2/open/queue-appointments";
/** The database gets this long per scrape; Prometheus' own scrape time-out is 10 s by default. */
const REFRESH_TIMEOUT_MS = 3_000;
const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;

export function createAppMetrics(app: FastifyInstance, store: Store): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: "queue_booking_http_request_duration_seconds",
    help: "HTTP requests by method, route pattern and status, and how long they took",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const joins = new Counter({
    name: "queue_booking_joins_total",
    help: "Clients who joined a line (or asked for a callback), by vendor",
    labelNames: ["vendor"],
    registers,
  });
  app.addHook("onResponse", async (request, reply) => {
    // The route pattern, never the raw URL: ids and queries would make a series per request.
    const route = request.routeOptions.url ?? "unmatched";
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (route === JOIN_ROUTE && request.method === "POST" && reply.statusCode === 201) joins.inc({ vendor: request.vendor?.slug ?? "" });
  });

  const line = new Gauge({
    name: "queue_booking_line_length",
    help: "Clients waiting in line, by vendor and location",
    labelNames: ["vendor", "location"],
    registers,
  });
  const wait = new Gauge({
    name: "queue_booking_estimated_wait_seconds",
    help: "Until the last client waiting is expected to start: about what a newcomer waits, by vendor and location",
    labelNames: ["vendor", "location"],
    registers,
  });
  const outbox = new Gauge({
    name: "queue_booking_outbox_messages",
    help: "Notification outbox rows by status (all instances)",
    labelNames: ["status"],
    registers,
  });
  const retrying = new Gauge({ name: "queue_booking_outbox_retrying", help: "Pending notifications whose earlier attempts failed (all instances)", registers });
  const databaseUp = new Gauge({ name: "queue_booking_database_up", help: "1 when the database answered this scrape's queries, else 0", registers });

  const { live, ctx } = app;
  new Gauge({
    name: "queue_booking_live_connections",
    help: "Open GET /live websockets on this instance",
    registers,
    collect() {
      this.set(live.connectionCount());
    },
  });
  new Gauge({
    name: "queue_booking_live_subscriptions",
    help: "Channel subscriptions of those websockets",
    registers,
    collect() {
      this.set(live.subscriptionCount());
    },
  });
  new Counter({
    name: "queue_booking_event_bus_reconnects_total",
    help: "Times this instance's PostgreSQL LISTEN connection was lost and listens again",
    registers,
    collect() {
      this.reset();
      this.inc(ctx.bus.reconnectCount?.() ?? 0);
    },
  });
  const { poolUse } = store;
  if (poolUse) {
    new Gauge({
      name: "queue_booking_database_pool_connections",
      help: "PostgreSQL pool connections of this instance: total open, idle, and queries waiting for one",
      labelNames: ["state"],
      registers,
      collect() {
        const use = poolUse();
        this.set({ state: "total" }, use.total);
        this.set({ state: "idle" }, use.idle);
        this.set({ state: "waiting" }, use.waiting);
      },
    });
  }

  async function refresh(): Promise<void> {
    line.reset();
    wait.reset();
    try {
      const now = ctx.clock.now();
      const [lines, box] = await withTimeout(Promise.all([readLines(ctx.db, ctx.lines, now), readOutbox(ctx.db)]), REFRESH_TIMEOUT_MS);
      for (const reading of lines) {
        line.set({ vendor: reading.vendor, location: reading.location }, reading.waiting);
        wait.set({ vendor: reading.vendor, location: reading.location }, reading.waitSeconds);
      }
      for (const status of OUTBOX_STATUSES) outbox.set({ status }, box.byStatus.get(status) ?? 0);
      retrying.set(box.retrying);
      databaseUp.set(1);
    } catch (error) {
      app.log.warn({ err: error }, "metrics: the database did not answer; line and outbox gauges left out");
      databaseUp.set(0);
    }
  }

  return { registry, refresh };
}
