/**
 * The booked-appointment notices: booked, rescheduled, cancelled. An outbox row of one of
 * these templates carries an `AppointmentOutboxPayload`; it is rendered in the client's
 * language with the date and time in the location's time zone.
 */
import * as v from "valibot";
import { APPOINTMENT_TIME_FORMAT, type Locale } from "../../../widget/src/contract/index.js";
import { APPOINTMENT_MESSAGE_CATALOG } from "./appointment-message-catalog.js";
import { appointmentManageLink } from "./manage-link.js";
import { OutboxPayloadSchema } from "./outbox-payload.js";
import { fillPlaceholders, oneLine, type NotificationChannel, type RenderedMessage } from "./messages.js";

export const APPOINTMENT_TEMPLATES = ["appointment_booked", "appointment_rescheduled", "appointment_cancelled"] as const;
export type AppointmentTemplate = (typeof APPOINTMENT_TEMPLATES)[number];

export function isAppointmentTemplate(value: string): value is AppointmentTemplate {
  return (APPOINTMENT_TEMPLATES as readonly string[]).includes(value);
}

/** Fixed at enqueue time, so a retry says what the first attempt would have said. */
export const AppointmentOutboxPayloadSchema = v.object({
  ...v.omit(OutboxPayloadSchema, ["callback"]).entries,
  /** The start, and the location's zone to write it in. */
  starts_at: v.string(),
  timezone: v.string(),
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
}

/** "Monday, November 23, 2026 at 10:00 AM EST", the locale's way, in the location's zone. */
export function formatWhen(startsAt: string, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { ...APPOINTMENT_TIME_FORMAT, timeZone }).format(new Date(startsAt));
}

export function renderAppointmentMessage(
  template: AppointmentTemplate,
  locale: Locale,
  channel: NotificationChannel,
  values: AppointmentMessageValues,
): RenderedMessage {
  const texts = APPOINTMENT_MESSAGE_CATALOG[locale][template];
  const fill = { ...values };
  const subject = oneLine(fillPlaceholders(texts.subject, fill));
  const body = fillPlaceholders(channel === "email" ? texts.email : texts.sms, fill);
  return { subject, text: channel === "email" ? body.replace(/\n{3,}/g, "\n\n").trim() : oneLine(body) };
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
  });
}
