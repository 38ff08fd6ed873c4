/**
 * Runs the outbox worker inside the server (and with it the vendors' webhook deliveries): transports from the config, a wake-up on every live
 * event, and a stop (after the deliveries in flight, a webhook within its time-out) when the server closes.
 */
import type { FastifyInstance } from "fastify";
import { createEmailTransport } from "./create-email-transport.js";
import { createOutboxWorker, type OutboxWorker } from "./outbox-worker.js";
import { createSmsProvider } from "./sms-provider.js";
import { createWebhookDispatcher } from "../webhooks/webhook-dispatcher.js";

/** Starts a worker for this server and stops it in the server's `onClose`. */
export function startOutboxWorker(app: FastifyInstance): OutboxWorker {
  const { ctx } = app;
  const { concurrency } = ctx.config.notifications;
  const email = createEmailTransport(ctx.config.notifications.email, app.log, concurrency);
  const worker = createOutboxWorker({
    db: ctx.db,
    clock: ctx.clock,
    email,
    sms: createSmsProvider(ctx.config.notifications.sms, app.log),
    publicUrl: ctx.config.publicUrl,
    logger: app.log,
    retentionMs: ctx.config.notifications.retentionDays * 24 * 60 * 60_000,
    concurrency,
    leaseMs: ctx.config.notifications.leaseMs,
    webhooks: createWebhookDispatcher({
      db: ctx.db,
      clock: ctx.clock,
      logger: app.log,
      policy: { allowPrivateNetworks: ctx.config.webhooks.allowPrivateNetworks },
      timeoutMs: ctx.config.webhooks.timeoutMs,
      // The same lease as the notifications' (OUTBOX_LEASE_SECONDS): it outlasts an attempt's time-out.
      leaseMs: Math.max(ctx.config.notifications.leaseMs, ctx.config.webhooks.timeoutMs + 5_000),
      retentionMs: ctx.config.webhooks.retentionDays * 24 * 60 * 60_000,
    }),
  });
  // Every change to a line ends in a live event, published after the change (and the messages
  // it enqueued) committed: the cue to send them now rather than at the next poll. With the
  // PostgreSQL bus this wakes the workers of every instance; claims keep them from colliding.
  const unsubscribe = ctx.bus.subscribe(() => worker.wake());
  worker.start();
  app.addHook("onClose", async () => {
    unsubscribe();
    await worker.stop();
    email.close();
  });
  return worker;
}
