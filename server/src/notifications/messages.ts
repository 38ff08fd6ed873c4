/**
 * Renders a notification in the client's language: the subject and text of an email, or the
 * text of an SMS. The texts live in `message-catalog.ts`; this module fills their placeholders.
 */
import { DEFAULT_LOCALE, matchLocale, type Locale } from "#contract";
import { MESSAGE_CATALOG } from "./message-catalog.js";

/** The notifications the outbox knows, in the order a client receives them. */
export const NOTIFICATION_TEMPLATES = ["request_added", "you_are_next"] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];

export type NotificationChannel = "email" | "sms";

/** What a message may mention. */
export interface MessageValues {
  /** The client's first name. */
  name: string;
  vendor: string;
  location: string;
  service: string;
  /** The manage page of this appointment, with its confirm code. */
  manage_url: string;
  /** True for a phone callback: the callback line is added. */
  callback: boolean;
}

export interface RenderedMessage {
  subject: string;
  text: string;
}

export function isNotificationTemplate(value: string): value is NotificationTemplate {
  return (NOTIFICATION_TEMPLATES as readonly string[]).includes(value);
}

/** The locale for a stored language tag: ours when we ship it, else English. */
export function messageLocale(tag: string): Locale {
  return matchLocale(tag) ?? DEFAULT_LOCALE;
}

/**
 * Fills one template. Throws on a placeholder with no value, so a catalog mistake fails the
 * delivery (and the catalog test) instead of mailing a literal `{placeholder}` to a client.
 */
export function renderMessage(template: NotificationTemplate, locale: Locale, channel: NotificationChannel, values: MessageValues): RenderedMessage {
  const messages = MESSAGE_CATALOG[locale];
  const texts = messages[template];
  const fill: Record<string, string> = {
    name: values.name,
    vendor: values.vendor,
    location: values.location,
    service: values.service,
    manage_url: values.manage_url,
    callback_line: values.callback ? messages.callback_line : "",
  };
  // Header values must stay on one line whatever a location or service is called.
  const subject = oneLine(fillPlaceholders(texts.subject, fill));
  const body = fillPlaceholders(channel === "email" ? texts.email : texts.sms, fill);
  const text =
    channel === "email"
      ? body
          .replace(/[ \t]+$/gm, "")
          .replace(/\n{3,}/g, "\n\n")
          .trim()
      : oneLine(body);
  return { subject, text };
}

/** Replaces `{key}` in one pass, so a value that looks like a placeholder stays as it is. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{([a-z_]+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`message placeholder {${key}} has no value`);
    return value;
  });
}

export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
