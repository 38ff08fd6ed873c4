/**
 * Sends notification emails: over SMTP with nodemailer when `SMTP_URL` is set, otherwise to the
 * log (development, demos), so a server without mail settings still runs the whole flow.
 */
import nodemailer from "nodemailer";
import type { NotificationsConfig } from "../config.js";
import type { NotificationLogger } from "./notification-logger.js";
import { createThreadedSmtpTransport } from "./threaded-email-transport.js";
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

/**
 * SMTP from a connection URL such as `smtp://user:pass@host:587` (STARTTLS when offered) or
 * `smtps://user:pass@host:465`.
 */
export function createSmtpEmailTransport(options: { url: string; from: string; maxConnections?: number }): EmailTransport {
  const transporter = nodemailer.createTransport({
    url: options.url,
    // Connections are kept and reused: a new one per message (TCP, then often STARTTLS) would
    // cost more than the message. As many as the outbox worker sends at once.
    pool: true,
    maxConnections: options.maxConnections ?? 1,
    // nodemailer waits up to 10 minutes by default; a delivery must end well within the
    // outbox lease (60 s) or another worker may take the row over and send it again.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(email) {
      await transporter.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        messageId: email.messageId,
      });
    },
    close() {
      transporter.close();
    },
  };
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

/** The transport `config.notifications.email` describes; SMTP runs in its own thread. */
export function createEmailTransport(config: NotificationsConfig["email"], logger: NotificationLogger, maxConnections = 1): EmailTransport {
  return config.kind === "smtp" ? createThreadedSmtpTransport({ ...config, maxConnections }, logger) : createLogEmailTransport(logger);
}
