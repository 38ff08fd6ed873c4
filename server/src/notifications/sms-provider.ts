/**
 * Sends notification text messages through a provider: a plain JSON-over-HTTP API (most SMS
 * gateways can take one, or a small adapter can), or the log by default.
 */
import type { NotificationsConfig } from "../config.js";
import type { NotificationLogger } from "./notification-logger.js";
import { logUnsentMessage, type MessageLabel } from "./unsent-message-log.js";

export interface SmsProvider {
  /**
   * `to` is an E.164 number; `label` names the outbox message for logs. Resolves once the
   * provider accepted the message.
   */
  send(to: string, text: string, label?: MessageLabel): Promise<void>;
}

export interface HttpSmsProviderOptions {
  /** Receives `POST {to, text}` as JSON. */
  url: string;
  /** Basic auth, when given. */
  username?: string | undefined;
  password?: string | undefined;
  /** Bearer auth, when given (wins over basic). */
  token?: string | undefined;
  /** Abort a request after this long; default 15 s, well within the outbox lease. */
  timeoutMs?: number;
}

/** POSTs JSON `{to, text}`; any answer but 2xx is a failure the outbox retries. */
export function createHttpSmsProvider(options: HttpSmsProviderOptions): SmsProvider {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  else if (options.username !== undefined) {
    const credentials = Buffer.from(`${options.username}:${options.password ?? ""}`).toString("base64");
    headers.authorization = `Basic ${credentials}`;
  }
  return {
    async send(to, text) {
      const response = await fetch(options.url, {
        method: "POST",
        headers,
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => "")).slice(0, 200);
        throw new Error(`SMS provider answered ${response.status}${detail ? `: ${detail}` : ""}`);
      }
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
    },
  };
}

/** Logs that each message was not sent (which one, to whom masked), never its text. */
export function createLogSmsProvider(logger: NotificationLogger): SmsProvider {
  return {
    async send(to, _text, label) {
      logUnsentMessage(logger, "sms", to, label, "SMS_PROVIDER=log");
    },
  };
}

/** The provider `config.notifications.sms` describes. */
export function createSmsProvider(config: NotificationsConfig["sms"], logger: NotificationLogger): SmsProvider {
  return config.kind === "http" ? createHttpSmsProvider(config) : createLogSmsProvider(logger);
}
