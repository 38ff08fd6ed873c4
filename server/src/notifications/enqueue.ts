/**
 * Writes notification rows into the outbox. Called with the transaction that made the change,
 * so a committed join always has its "request added" rows and a rolled-back one has none; the
 * outbox worker sends them afterwards. Each row has a dedupe key, and a repeated enqueue of the
 * same appointment, template and channel is silently ignored.
 */
import type { Kysely } from "kysely";
import { MeetingMethod, type Locale } from "#contract";
import type { ClientRow, Database, LocationRow, QueueAppointmentRow, ServiceRow } from "../db/schema.js";
import type { Vendor } from "../vendors/vendor.js";
import { loadTranslations, pick } from "../i18n/translations.js";
import { messageLocale, type NotificationChannel, type NotificationTemplate } from "./messages.js";
import type { OutboxPayload } from "./outbox-payload.js";
import { vendorSiteFromColumns } from "../hosted/vendor-page-url.js";

export interface Recipient {
  channel: NotificationChannel;
  address: string;
}

/** Email when the client gave an address; SMS when they opted in and gave a number. */
export function recipientsOf(client: { email: string; cell_phone: string; receive_sms: number }): Recipient[] {
  const recipients: Recipient[] = [];
  if (client.email.trim()) recipients.push({ channel: "email", address: client.email.trim() });
  if (client.receive_sms === 1 && client.cell_phone) recipients.push({ channel: "sms", address: client.cell_phone });
  return recipients;
}

interface AppointmentNotice {
  vendorId: number;
  locale: Locale;
  recipients: Recipient[];
  payload: OutboxPayload;
}

/** What a join holds that its "request added" notice needs: nothing is read back for it. */
export interface JoinNoticeFacts {
  vendor: Pick<Vendor, "id" | "name" | "slug" | "settings">;
  appointment: Pick<QueueAppointmentRow, "id" | "confirm_code" | "meeting_method">;
  client: Pick<ClientRow, "first_name" | "email" | "cell_phone" | "receive_sms" | "lang">;
  location: Pick<LocationRow, "id" | "name">;
  service: Pick<ServiceRow, "id" | "name">;
  /** The location's and the service's texts in the client's message locale (`messageLocale`). */
  texts: { location?: Record<string, string>; service?: Record<string, string> };
}

/**
 * The "request added" confirmation of a join, by email and (when the client opted in) by SMS,
 * written with the join's transaction from what the join holds. Nothing at all when the client
 * gave no way to reach them.
 */
export async function enqueueRequestAdded(tx: Kysely<Database>, facts: JoinNoticeFacts, now: Date): Promise<number> {
  const recipients = recipientsOf(facts.client);
  if (!recipients.length) return 0;
  const locale = messageLocale(facts.client.lang);
  const { texts } = facts;
  return insertNotice(tx, "request_added", facts.appointment.id, now, {
    vendorId: facts.vendor.id,
    locale,
    recipients,
    payload: {
      appointment_id: facts.appointment.id,
      confirm_code: facts.appointment.confirm_code,
      first_name: facts.client.first_name,
      vendor_name: facts.vendor.name,
      site: { slug: facts.vendor.slug, path: facts.vendor.settings.client_view?.vendor_path ?? null },
      location_name: pick(texts.location, "name", facts.location.name),
      service_name: pick(texts.service, "name", facts.service.name),
      callback: facts.appointment.meeting_method === MeetingMethod.phone,
    },
  });
}

/** The "you are next" notice; the caller makes sure it is asked for once per appointment. */
export function enqueueYouAreNext(tx: Kysely<Database>, appointmentId: number, now: Date): Promise<number> {
  return enqueueNotice(tx, "you_are_next", appointmentId, now);
}

/** The outbox `dedupe_key`: one message per template, channel and appointment. */
export function dedupeKey(template: NotificationTemplate, channel: NotificationChannel, appointmentId: number): string {
  return `${template}:${channel}:${appointmentId}`;
}

/** Answers how many rows were written (0 when the client gave no way to reach them, or on a repeat). */
async function enqueueNotice(tx: Kysely<Database>, template: NotificationTemplate, appointmentId: number, now: Date): Promise<number> {
  const notice = await loadNotice(tx, appointmentId);
  return notice ? insertNotice(tx, template, appointmentId, now, notice) : 0;
}

async function insertNotice(
  tx: Kysely<Database>,
  template: NotificationTemplate,
  appointmentId: number,
  now: Date,
  notice: AppointmentNotice,
): Promise<number> {
  const stamp = now.toISOString();
  const result = await tx
    .insertInto("outbox")
    .values(
      notice.recipients.map((r) => ({
        vendor_id: notice.vendorId,
        queue_appointment_id: appointmentId,
        channel: r.channel,
        recipient: r.address,
        template,
        locale: notice.locale,
        payload: JSON.stringify(notice.payload),
        status: "pending" as const,
        attempts: 0,
        next_attempt_at: stamp,
        dedupe_key: dedupeKey(template, r.channel, appointmentId),
        created_at: stamp,
      })),
    )
    // Portable insert-or-ignore: a repeated change must not fail the transaction it is part of.
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** The appointment's recipients and message values, or undefined when nobody is to be told. */
async function loadNotice(tx: Kysely<Database>, appointmentId: number): Promise<AppointmentNotice | undefined> {
  const row = await tx
    .selectFrom("queue_appointments")
    .innerJoin("clients", "clients.id", "queue_appointments.client_id")
    .innerJoin("vendors", "vendors.id", "queue_appointments.vendor_id")
    .innerJoin("locations", "locations.id", "queue_appointments.location_id")
    .innerJoin("services", "services.id", "queue_appointments.service_id")
    .select([
      "queue_appointments.vendor_id",
      "queue_appointments.confirm_code",
      "queue_appointments.meeting_method",
      "queue_appointments.location_id",
      "queue_appointments.service_id",
      "clients.first_name",
      "clients.email",
      "clients.cell_phone",
      "clients.receive_sms",
      "clients.lang",
      "vendors.name as vendor_name",
      "vendors.slug as vendor_slug",
      "vendors.settings as vendor_settings",
      "locations.name as location_name",
      "services.name as service_name",
    ])
    .where("queue_appointments.id", "=", appointmentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const locale = messageLocale(row.lang);
  const recipients = recipientsOf(row);
  if (!recipients.length) return undefined;
  const [locationTexts, serviceTexts] = await Promise.all([
    loadTranslations(tx, "location", [row.location_id], locale),
    loadTranslations(tx, "service", [row.service_id], locale),
  ]);
  return {
    vendorId: row.vendor_id,
    locale,
    recipients,
    payload: {
      appointment_id: appointmentId,
      confirm_code: row.confirm_code,
      first_name: row.first_name,
      vendor_name: row.vendor_name,
      site: vendorSiteFromColumns(row.vendor_slug, row.vendor_settings),
      location_name: pick(locationTexts.get(row.location_id), "name", row.location_name),
      service_name: pick(serviceTexts.get(row.service_id), "name", row.service_name),
      callback: row.meeting_method === MeetingMethod.phone,
    },
  };
}
