/**
 * The back office's emails — an invitation, a sign-in link — through the outbox like every
 * notice (retried, and gone after `OUTBOX_RETENTION_DAYS`). A row carries the link itself: the
 * token is single use and expires (a week, an hour), and only its hash is kept beside it.
 */
import type { Kysely } from "kysely";
import * as v from "valibot";
import type { Locale } from "#contract";
import type { Database } from "../db/schema.js";
import { fillPlaceholders, type RenderedMessage } from "./messages.js";
import { OFFICE_MESSAGE_CATALOG, type OfficeLocaleMessages } from "./office-message-catalog.js";

export const OFFICE_TEMPLATES = ["office_invite", "office_sign_in"] as const satisfies readonly (keyof OfficeLocaleMessages)[];
export type OfficeTemplate = (typeof OFFICE_TEMPLATES)[number];

const OfficePayloadSchema = v.object({ name: v.string(), vendor: v.string(), link: v.string(), hours: v.number() });
export type OfficePayload = v.InferOutput<typeof OfficePayloadSchema>;

export function isOfficeTemplate(value: string): value is OfficeTemplate {
  return (OFFICE_TEMPLATES as readonly string[]).includes(value);
}

export function renderOfficeRow(row: { template: OfficeTemplate; payload: string }, locale: Locale): RenderedMessage {
  const payload = v.parse(OfficePayloadSchema, JSON.parse(row.payload));
  const texts = OFFICE_MESSAGE_CATALOG[locale][row.template];
  const values = { name: payload.name, vendor: payload.vendor, link: payload.link, hours: String(payload.hours) };
  return { subject: fillPlaceholders(texts.subject, values), text: fillPlaceholders(texts.email, values) };
}

/** Queues one email; `occasion` tells it from an earlier one (each link is its own). */
export async function enqueueOfficeEmail(
  db: Kysely<Database>,
  email: { vendorId: number; to: string; template: OfficeTemplate; locale: Locale; payload: OfficePayload; occasion: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto("outbox")
    .values({
      vendor_id: email.vendorId,
      queue_appointment_id: null,
      appointment_id: null,
      channel: "email",
      recipient: email.to,
      template: email.template,
      locale: email.locale,
      payload: JSON.stringify(email.payload),
      status: "pending",
      attempts: 0,
      next_attempt_at: now.toISOString(),
      lease_until: null,
      last_error: null,
      dedupe_key: `${email.template}:${email.occasion}`,
      created_at: now.toISOString(),
      sent_at: null,
    })
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .execute();
}
