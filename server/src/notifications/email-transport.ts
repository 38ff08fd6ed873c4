/**
 * What sends notification emails: one plain-text message at a time, over SMTP
 * (smtp-email-transport.ts, from its own thread: threaded-email-transport.ts) or, without mail
 * settings, to the log (development, demos), so a server without them still runs the whole flow.
 * create-email-transport.ts picks one.
 */
import type { NotificationLogger } from "./notification-logger.js";
import { logUnsentMessage, type MessageLabel } from "./unsent-message-log.js";

/** One plain-text email. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /**
   * The Message-ID header, `<outbox-{id}@queue-booking>`: deterministic, so the rare resend after
   * a crash (see the outbox worker) carries the same id and mail systems can drop the duplicate.
   */
  messageId: string;
  /** Which outbox message this is, for a log that must not show the text. */
  label?: MessageLabel;
}

export interface EmailTransport {
  /** Resolves once the server accepted the message; rejects with the reason otherwise. */
  send(email: OutgoingEmail): Promise<void>;
  /** Closes pooled connections, if any. */
  close(): void;
}

/** The Message-ID of an outbox row's email. */
export function outboxMessageId(outboxId: number): string {
  return `<outbox-${outboxId}@queue-booking>`;
}

/** Logs that each email was not sent (which one, to whom masked), never its text. */
export function createLogEmailTransport(logger: NotificationLogger): EmailTransport {
  return {
    async send(email) {
      logUnsentMessage(logger, "email", email.to, email.label, "SMTP_URL unset");
    },
    close() {},
  };
}
