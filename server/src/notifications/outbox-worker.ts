/**
 * Sends what the outbox holds. Polls every second (and right away when woken after an enqueue),
 * claims due rows, each under a lease (60 s by default), sends, and marks each `sent`, or
 * schedules a retry with backoff (5 s, 30 s, 2 min, 10 min, 1 h) and gives up after 6 attempts.
 * Once an hour it deletes delivered and failed rows past the retention period (outbox-prune.ts).
 *
 * Several rows are in flight at once (up to `concurrency` lanes, outbox-lanes.ts): one at a time
 * could not keep up with a burst of joins — 250 joins were acknowledged while two of their
 * confirmations went out.
 *
 * Delivery is at least once: a worker that dies after the SMTP server or SMS provider accepted a
 * message but before marking the row leaves it `sending`; once the lease runs out another worker
 * sends it again. Emails carry a deterministic Message-ID (`<outbox-{id}@queue-booking>`) so
 * mail systems can drop that duplicate; an SMS cannot be taken back and may arrive twice.
 */
import type { Kysely } from "kysely";
import { createOutageLog } from "../db/outage-log.js";
import type { Database } from "../db/schema.js";
import type { Clock } from "../time/clock.js";
import { outboxMessageId, type EmailTransport } from "./email-transport.js";
import { manageLink } from "./manage-link.js";
import { isAppointmentTemplate, renderAppointmentRow } from "./appointment-messages.js";
import { isNotificationTemplate, messageLocale, renderMessage, type RenderedMessage } from "./messages.js";
import { isOfficeTemplate, renderOfficeRow } from "./office-messages.js";
import type { NotificationLogger } from "./notification-logger.js";
import { claimNextRow, markAttemptFailed, markSent, type ClaimedRow } from "./outbox-claim.js";
import { createLaneRunner } from "./outbox-lanes.js";
import { parseOutboxPayload } from "./outbox-payload.js";
import { enqueueDueReminders } from "./appointment-reminders.js";
import { pruneOutbox } from "./outbox-prune.js";
import type { SmsProvider } from "./sms-provider.js";
import type { WebhookDispatcher } from "../webhooks/webhook-dispatcher.js";

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  /** Decides what is due and stamps `sent_at`; tests pass a fixed clock. */
  clock: Clock;
  email: EmailTransport;
  sms: SmsProvider;
  /** Base of the manage links (`config.publicUrl`). */
  publicUrl: string;
  logger: NotificationLogger;
  /** Time between polls when idle; default 1 s. */
  pollIntervalMs?: number;
  /** Rows one `runOnce` handles at most; default 100. */
  batchSize?: number;
  /** Deliveries in flight at once (`OUTBOX_CONCURRENCY`); default 1: one at a time, most overdue first. */
  concurrency?: number;
  /** How long a claim keeps other workers off a row; default 60 s. */
  leaseMs?: number;
  /** Delivered and failed rows older than this are deleted; 0 keeps them. Default 30 days. */
  retentionMs?: number;
  /** Time between two prunings while polling; default 1 h. */
  pruneEveryMs?: number;
  /** Time between two looks for booked appointments' reminders that came due; default 1 min. */
  remindEveryMs?: number;
  /** The vendors' webhook deliveries, sent at each poll beside the notifications (webhooks/webhook-dispatcher.ts). */
  webhooks?: WebhookDispatcher;
}

export interface OutboxWorker {
  /** Starts polling (idempotent). */
  start(): void;
  /** Stops polling and waits for the delivery in flight. */
  stop(): Promise<void>;
  /** Polls now instead of at the next tick, e.g. right after a change enqueued messages. */
  wake(): void;
  /** Claims and handles up to one batch of due rows; answers how many it handled. */
  runOnce(): Promise<number>;
  /** Runs batches until nothing is due; answers how many rows it handled. */
  drain(): Promise<number>;
  /** Deletes the rows past the retention period now; answers how many went. */
  prune(): Promise<number>;
  /** Queues the booked appointments' reminders due now (appointment-reminders.ts); answers how many. */
  remind(): Promise<number>;
}

/** The longest pause between two polls while the database is unavailable. */
const MAX_POLL_BACKOFF_MS = 30_000;

/** A worker that is idle until `start()`; tests call `runOnce()` / `drain()` instead. */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, clock, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const batchSize = options.batchSize ?? 100;
  const concurrency = options.concurrency ?? 1;
  const leaseMs = options.leaseMs ?? 60_000;
  const retentionMs = options.retentionMs ?? 30 * 24 * 60 * 60_000;
  const pruneEveryMs = options.pruneEveryMs ?? 60 * 60_000;
  const remindEveryMs = options.remindEveryMs ?? 60_000;

  function render(row: ClaimedRow): RenderedMessage {
    const locale = messageLocale(row.locale);
    const { template } = row;
    if (isAppointmentTemplate(template)) return renderAppointmentRow({ ...row, template }, locale, options.publicUrl);
    if (isOfficeTemplate(template)) return renderOfficeRow({ template, payload: row.payload }, locale);
    if (!isNotificationTemplate(template)) throw new Error(`unknown template "${template}"`);
    const payload = parseOutboxPayload(row.payload);
    return renderMessage(template, locale, row.channel, {
      name: payload.first_name,
      vendor: payload.vendor_name,
      location: payload.location_name,
      service: payload.service_name,
      manage_url: manageLink(options.publicUrl, payload.site ?? null, payload.appointment_id, payload.confirm_code, locale),
      callback: payload.callback,
    });
  }

  async function deliver(row: ClaimedRow): Promise<void> {
    const message = render(row);
    const label = { outboxId: row.id, kind: row.template, queueAppointmentId: row.queue_appointment_id, appointmentId: row.appointment_id };
    if (row.channel === "email") {
      await options.email.send({ to: row.recipient, subject: message.subject, text: message.text, messageId: outboxMessageId(row.id), label });
    } else {
      await options.sms.send(row.recipient, message.text, label);
    }
  }

  async function handle(row: ClaimedRow): Promise<void> {
    try {
      await deliver(row);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const status = await markAttemptFailed(db, row, reason, clock.now());
      logger.warn({ outboxId: row.id, channel: row.channel, attempt: row.attempts + 1, status, err: error }, "notification not sent");
      return;
    }
    if (!(await markSent(db, row, clock.now()))) {
      logger.warn({ outboxId: row.id }, "notification sent after its lease ran out; another worker may send it again");
    }
  }

  const lanes = createLaneRunner({ concurrency, batchSize, claim: () => claimNextRow(db, clock.now(), leaseMs), handle });
  const runOnce = lanes.runBatch;

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const handled = await runOnce();
      total += handled;
      if (handled < batchSize) return total;
    }
  }

  async function prune(): Promise<number> {
    if (retentionMs <= 0) return 0;
    return pruneOutbox(db, new Date(clock.now().getTime() - retentionMs));
  }

  const remind = () => enqueueDueReminders(db, clock.now());

  /**
   * Polling queues due reminders about once a minute (before sending, so they go in the same
   * poll) and prunes now and then; every instance does both: the reminders are claimed by a
   * guarded update, and deleting twice does no harm.
   */
  let prunedAt = -Infinity;
  let remindedAt = -Infinity;
  async function drainAndPrune(): Promise<void> {
    if (clock.now().getTime() - remindedAt >= remindEveryMs) {
      remindedAt = clock.now().getTime();
      const reminded = await remind();
      if (reminded > 0) logger.info({ reminded }, "outbox: queued appointment reminders");
    }
    runWebhooks();
    await drain();
    const now = clock.now().getTime();
    if (now - prunedAt < pruneEveryMs) return;
    prunedAt = now;
    const pruned = await prune();
    if (pruned > 0) logger.info({ pruned }, "outbox: forgot delivered messages past the retention period");
    const prunedEvents = (await options.webhooks?.prune()) ?? 0;
    if (prunedEvents > 0) logger.info({ prunedEvents }, "webhooks: forgot events past the retention period");
  }

  /**
   * One batch of webhook deliveries at a time, beside the notifications rather than before them:
   * a poll never waits for a receiver (one that hangs holds its lane up to its time-out), and
   * the next poll starts the next batch.
   */
  let webhooksRunning: Promise<void> | undefined;
  function runWebhooks(): void {
    const { webhooks } = options;
    if (!webhooks) return;
    // A batch under way (one lane may be waiting on a slow receiver) takes another lane for what came due.
    if (webhooksRunning) {
      webhooks.recruit();
      return;
    }
    webhooksRunning = webhooks
      .runOnce()
      .then(
        // A full batch leaves more due: the next one starts now rather than at the next poll.
        (handled) => {
          if (handled >= webhooks.batchSize && started) setImmediate(runWebhooks);
        },
        (error: unknown) => {
          if (!outages.report(error)) logger.error({ err: error }, "webhook deliveries failed");
        },
      )
      .finally(() => {
        webhooksRunning = undefined;
      });
  }

  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;
  // While the database is down, polls back off (2 s, 4 s … 30 s) and the outage is logged once.
  const outages = createOutageLog(logger, "outbox");
  let failedPolls = 0;

  function schedule(delayMs: number): void {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    // The HTTP server keeps the process alive; a pending poll should never be the reason.
    timer.unref();
  }

  function tick(): void {
    timer = undefined;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    running = drainAndPrune()
      .then(
        () => {
          failedPolls = 0;
          outages.recovered();
        },
        (error: unknown) => {
          if (outages.report(error)) failedPolls += 1;
          else logger.error({ err: error }, "outbox poll failed");
        },
      )
      .finally(() => {
        running = undefined;
        const again = wokenWhileRunning && failedPolls === 0;
        wokenWhileRunning = false;
        schedule(again ? 0 : Math.min(MAX_POLL_BACKOFF_MS, pollIntervalMs * 2 ** failedPolls));
      });
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      options.webhooks?.stop();
      await running;
      await webhooksRunning;
    },
    wake() {
      if (!started) return;
      if (!running) return schedule(0);
      wokenWhileRunning = true;
      lanes.recruit();
      options.webhooks?.recruit();
    },
    runOnce,
    drain,
    prune,
    remind,
  };
}
