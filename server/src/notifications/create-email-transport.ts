/**
 * Sends notification emails over SMTP when `SMTP_URL` is set, otherwise to the log, so a server
 * without mail settings still runs the whole flow.
 */
import type { NotificationsConfig } from "../config.js";
import { createLogEmailTransport, type EmailTransport } from "./email-transport.js";
import type { NotificationLogger } from "./notification-logger.js";
import { createThreadedSmtpTransport } from "./threaded-email-transport.js";

/** The transport `config.notifications.email` describes; SMTP runs in its own thread. */
export function createEmailTransport(config: NotificationsConfig["email"], logger: NotificationLogger, maxConnections = 1): EmailTransport {
  return config.kind === "smtp" ? createThreadedSmtpTransport({ ...config, maxConnections }, logger) : createLogEmailTransport(logger);
}
