/**
 * Writes a booked appointment's notice (booked, rescheduled, cancelled, the video link) into the
 * outbox, with the transaction that made the change. Dedupe keys make a repeat harmless: one
 * booked and one cancelled notice per appointment and channel, one rescheduled notice per move,
 * one video link per start of the visit.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { loadTranslations, pick } from "../i18n/translations.js";
import type { AppointmentOutboxPayload, AppointmentTemplate } from "./appointment-messages.js";
import { recipientsOf } from "./enqueue.js";
import { messageLocale } from "./messages.js";
import { vendorSiteFromColumns } from "../hosted/vendor-page-url.js";
import { dialInOf } from "../queue-appointments/client-records.js";

/** What makes a notice of a template sent again: each move, each start of the visit. */
const DEDUPE_OCCASION: Partial<Record<AppointmentTemplate, (row: { reschedules: number; started_at: string | null }) => string>> = {
  appointment_rescheduled: (row) => `:${row.reschedules}`,
  appointment_video_ready: (row) => `:${row.started_at ?? ""}`,
};

/** Answers how many rows were written (0 when the client gave no way to reach them, or on a repeat). */
/** `occasion`: what tells this notice from an earlier one of the same template (a reminder's minutes before). */
export async function enqueueAppointmentNotice(
  tx: Kysely<Database>,
  template: AppointmentTemplate,
  appointmentId: number,
  now: Date,
  occasion = "",
): Promise<number> {
  const row = await tx
    .selectFrom("appointments")
    .innerJoin("clients", "clients.id", "appointments.client_id")
    .innerJoin("vendors", "vendors.id", "appointments.vendor_id")
    .innerJoin("locations", "locations.id", "appointments.location_id")
    .innerJoin("services", "services.id", "appointments.service_id")
    .select([
      "appointments.vendor_id",
      "appointments.confirm_code",
      "appointments.location_id",
      "appointments.service_id",
      "appointments.starts_at",
      "appointments.timezone",
      "appointments.reschedules",
      "appointments.started_at",
      "appointments.meeting_link",
      "appointments.dial_in_e164",
      "appointments.dial_in_international",
      "appointments.dial_in_pin",
      "clients.first_name",
      "clients.email",
      "clients.cell_phone",
      "clients.receive_sms",
      "clients.lang",
      "vendors.name as vendor_name",
      "vendors.slug as vendor_slug",
      "vendors.settings as vendor_settings",
      "locations.name as location_name",
      "locations.address as location_address",
      "services.name as service_name",
    ])
    .where("appointments.id", "=", appointmentId)
    .executeTakeFirst();
  if (!row) return 0;
  const recipients = recipientsOf(row);
  if (!recipients.length) return 0;
  const locale = messageLocale(row.lang);
  const [locationTexts, serviceTexts] = await Promise.all([
    loadTranslations(tx, "location", [row.location_id], locale),
    loadTranslations(tx, "service", [row.service_id], locale),
  ]);
  const payload: AppointmentOutboxPayload = {
    appointment_id: appointmentId,
    confirm_code: row.confirm_code,
    first_name: row.first_name,
    vendor_name: row.vendor_name,
    site: vendorSiteFromColumns(row.vendor_slug, row.vendor_settings),
    location_name: pick(locationTexts.get(row.location_id), "name", row.location_name) || row.location_address,
    service_name: pick(serviceTexts.get(row.service_id), "name", row.service_name),
    starts_at: row.starts_at,
    timezone: row.timezone,
    ...(template === "appointment_video_ready" ? { meeting_link: row.meeting_link, dial_in: dialInOf(row) } : {}),
  };
  const stamp = now.toISOString();
  const repeat = `${DEDUPE_OCCASION[template]?.(row) ?? ""}${occasion}`;
  const result = await tx
    .insertInto("outbox")
    .values(
      recipients.map((r) => ({
        vendor_id: row.vendor_id,
        appointment_id: appointmentId,
        channel: r.channel,
        recipient: r.address,
        template,
        locale,
        payload: JSON.stringify(payload),
        status: "pending" as const,
        attempts: 0,
        next_attempt_at: stamp,
        // "a" keeps these keys apart from the queue notices' `{template}:{channel}:{id}`.
        dedupe_key: `${template}:${r.channel}:a${appointmentId}${repeat}`,
        created_at: stamp,
      })),
    )
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
