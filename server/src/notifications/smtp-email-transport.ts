/** Notification emails over SMTP with nodemailer (a pool of connections). */
import nodemailer from "nodemailer";
import type { EmailTransport } from "./email-transport.js";

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
