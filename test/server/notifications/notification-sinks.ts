/**
 * The real SMTP and SMS sinks of a notification test file, started once, and outbox workers
 * that deliver to them; each worker's mail connection is closed after its test.
 */
import { afterAll, afterEach, beforeAll } from "vitest";
import type { EmailTransport } from "../../../server/src/notifications/email-transport.js";
import { createSmtpEmailTransport } from "../../../server/src/notifications/smtp-email-transport.js";
import { createOutboxWorker, type OutboxWorker } from "../../../server/src/notifications/outbox-worker.js";
import { createHttpSmsProvider } from "../../../server/src/notifications/sms-provider.js";
import type { TestServer } from "../../helpers/test-server.js";
import { startSmsSink, type SmsSink } from "./sms-sink.js";
import { startSmtpSink, type SmtpSink } from "./smtp-sink.js";

const silent = { info() {}, warn() {}, error() {} };

export interface NotificationSinks {
  smtp(): SmtpSink;
  sms(): SmsSink;
  /** A worker of this test's server that delivers to the sinks. */
  worker(options?: { pollIntervalMs?: number; retentionMs?: number }): OutboxWorker;
  /** Empties the outbox and both sinks, so a test sees only its own messages. */
  clear(): Promise<void>;
}

export function useNotificationSinks(server: () => TestServer): NotificationSinks {
  let smtp: SmtpSink | undefined;
  let sms: SmsSink | undefined;
  const transports: EmailTransport[] = [];
  beforeAll(async () => {
    [smtp, sms] = await Promise.all([startSmtpSink(), startSmsSink()]);
  });
  afterAll(async () => {
    await Promise.all([smtp?.close(), sms?.close()]);
  });
  afterEach(() => {
    for (const t of transports.splice(0)) t.close();
  });
  const started = <T>(sink: T | undefined): T => {
    if (!sink) throw new Error("notification sinks not started");
    return sink;
  };
  return {
    smtp: () => started(smtp),
    sms: () => started(sms),
    async clear() {
      await server().store.db.deleteFrom("outbox").execute();
      started(smtp).reset();
      started(sms).reset();
    },
    worker(options = {}) {
      const email = createSmtpEmailTransport({ url: started(smtp).url, from: "Maple & Main <no-reply@maple.test>" });
      transports.push(email);
      return createOutboxWorker({
        db: server().store.db,
        clock: server().clock,
        email,
        sms: createHttpSmsProvider({ url: started(sms).url, token: "sms-test-token" }),
        publicUrl: server().config.publicUrl,
        logger: silent,
        ...options,
      });
    },
  };
}
