/**
 * The booked-appointment notices: booked, rescheduled, cancelled, the video link, reminders. An outbox row
 * of one of these templates carries an `AppointmentOutboxPayload`; it is rendered in the
 * client's language with the date and time in the location's time zone. A new template is one
 * name in `APPOINTMENT_TEMPLATES` and its texts in `TEMPLATE_TEXTS` (the compiler asks for them).
 */
import * as v from "valibot";
import { APPOINTMENT_TIME_FORMAT, formatLocalTime, type Locale } from "#contract";
import { localTime } from "../locations/local-time.js";
import { APPOINTMENT_MESSAGE_CATALOG } from "./appointment-message-catalog.js";
import { REMINDER_CATALOG } from "./appointment-reminder-catalog.js";
import { VIDEO_READY_CATALOG } from "./appointment-video-catalog.js";
import { appointmentManageLink } from "./manage-link.js";
import { OutboxPayloadSchema } from "./outbox-payload.js";
import type { TemplateTexts } from "./message-catalog.js";
import { fillPlaceholders, oneLine, type NotificationChannel, type RenderedMessage } from "./messages.js";

export const APPOINTMENT_TEMPLATES = [
  "appointment_booked",
  "appointment_rescheduled",
  "appointment_cancelled",
  "appointment_video_ready",
  "appointment_reminder",
] as const;
export type AppointmentTemplate = (typeof APPOINTMENT_TEMPLATES)[number];

/** Each template's texts in a locale. */
const TEMPLATE_TEXTS: Record<AppointmentTemplate, (locale: Locale) => TemplateTexts> = {
  appointment_booked: (locale) => APPOINTMENT_MESSAGE_CATALOG[locale].appointment_booked,
  appointment_rescheduled: (locale) => APPOINTMENT_MESSAGE_CATALOG[locale].appointment_rescheduled,
  appointment_cancelled: (locale) => APPOINTMENT_MESSAGE_CATALOG[locale].appointment_cancelled,
  appointment_video_ready: (locale) => VIDEO_READY_CATALOG[locale],
  appointment_reminder: (locale) => REMINDER_CATALOG[locale],
};

export function appointmentTemplateTexts(template: AppointmentTemplate, locale: Locale): TemplateTexts {
  return TEMPLATE_TEXTS[template](locale);
}

export function isAppointmentTemplate(value: string): value is AppointmentTemplate {
  return (APPOINTMENT_TEMPLATES as readonly string[]).includes(value);
}

/** Fixed at enqueue time, so a retry says what the first attempt would have said. */
export const AppointmentOutboxPayloadSchema = v.object({
  ...v.omit(OutboxPayloadSchema, ["callback"]).entries,
  /** The start, and the location's zone to write it in. */
  starts_at: v.string(),
  timezone: v.string(),
  /** The video link and dial-in (`appointment_video_ready` only). */
  meeting_link: v.optional(v.nullable(v.string())),
  dial_in: v.optional(v.nullable(v.object({ international: v.string(), pin: v.string() }))),
});
export type AppointmentOutboxPayload = v.InferOutput<typeof AppointmentOutboxPayloadSchema>;

export interface AppointmentMessageValues {
  name: string;
  vendor: string;
  location: string;
  service: string;
  /** The date and time, already written for the locale. */
  when: string;
  manage_url: string;
  /** A video appointment's link and dial-in, where the template mentions them. */
  meeting_link?: string | null;
  dial_in?: { international: string; pin: string } | null;
}

/**
 * "Monday, November 23, 2026 at 10:00 AM EST", the locale's way, on the location's clock by the
 * server's zone rules (not Node's ICU data), labelled as the element labels it.
 */
export function formatWhen(startsAt: string, timeZone: string, locale: Locale): string {
  return formatLocalTime(localTime(startsAt, timeZone), locale, APPOINTMENT_TIME_FORMAT);
}

export function renderAppointmentMessage(
  template: AppointmentTemplate,
  locale: Locale,
  channel: NotificationChannel,
  values: AppointmentMessageValues,
): RenderedMessage {
  const texts = appointmentTemplateTexts(template, locale);
  const { meeting_link, dial_in, ...plain } = values;
  const fill = { ...plain, meeting_link: meeting_link ?? "", dial_in_line: dialInLine(dial_in ?? null, locale) };
  const subject = oneLine(fillPlaceholders(texts.subject, fill));
  const body = fillPlaceholders(channel === "email" ? texts.email : texts.sms, fill);
  return { subject, text: channel === "email" ? body.replace(/\n{3,}/g, "\n\n").trim() : oneLine(body) };
}

/** "Or join by phone: +1 212-555-0100, PIN 4321" in the locale; empty without a dial-in. */
function dialInLine(dialIn: { international: string; pin: string } | null, locale: Locale): string {
  if (!dialIn) return "";
  const texts = VIDEO_READY_CATALOG[locale];
  const number = fillPlaceholders(texts.dial_in, { number: dialIn.international });
  return dialIn.pin ? `${number}, ${fillPlaceholders(texts.pin, { pin: dialIn.pin })}` : number;
}

/** Renders an outbox row's stored payload (throws on a payload this version cannot read). */
export function renderAppointmentRow(
  row: { template: AppointmentTemplate; channel: NotificationChannel; payload: string },
  locale: Locale,
  publicUrl: string,
): RenderedMessage {
  const payload = v.parse(AppointmentOutboxPayloadSchema, JSON.parse(row.payload));
  return renderAppointmentMessage(row.template, locale, row.channel, {
    name: payload.first_name,
    vendor: payload.vendor_name,
    location: payload.location_name,
    service: payload.service_name,
    when: formatWhen(payload.starts_at, payload.timezone, locale),
    manage_url: appointmentManageLink(publicUrl, payload.site ?? null, payload.appointment_id, payload.confirm_code, locale),
    meeting_link: payload.meeting_link,
    dial_in: payload.dial_in,
  });
}
