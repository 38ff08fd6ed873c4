/**
 * What the log says about a message that was not sent because no transport is configured
 * (`SMTP_URL` unset, `SMS_PROVIDER=log`): which message it was and, masked, to whom. Never the
 * text: it carries the manage link and the confirm code, which are the client's keys to the
 * appointment, and logs are read by more people, and kept longer, than the outbox.
 */
import type { NotificationLogger } from "./notification-logger.js";

/** Names one outbox message without its contents. */
export interface MessageLabel {
  outboxId: number;
  /** The template, e.g. `joined` or `appointment_booked`. */
  kind: string;
  queueAppointmentId: number | null;
  appointmentId: number | null;
}

/**
 * `alice@example.com` → `a***@example.com`; `+15145550122` → `+1******0122`: enough to tell
 * two clients apart when reading a log, not enough to reach either.
 */
export function redactRecipient(to: string): string {
  const at = to.lastIndexOf("@");
  if (at > 0) return `${to.slice(0, 1)}***${to.slice(at)}`;
  if (to.length <= 6) return "*".repeat(to.length);
  return `${to.slice(0, 2)}${"*".repeat(to.length - 6)}${to.slice(-4)}`;
}

/** Logs at info level that a message stayed unsent, and why. */
export function logUnsentMessage(logger: NotificationLogger, channel: "email" | "sms", to: string, label: MessageLabel | undefined, reason: string): void {
  logger.info({ ...label, channel, to: redactRecipient(to) }, `${channel} not sent: ${reason}`);
}
