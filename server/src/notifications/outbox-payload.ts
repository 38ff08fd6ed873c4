/**
 * What an outbox row carries to render its message later: everything the text mentions, fixed
 * at enqueue time so a retry an hour later says what the first attempt would have said.
 */
import * as v from "valibot";

export const OutboxPayloadSchema = v.object({
  appointment_id: v.number(),
  confirm_code: v.string(),
  first_name: v.string(),
  vendor_name: v.string(),
  /** Already translated into the row's locale when a translation exists. */
  location_name: v.string(),
  service_name: v.string(),
  /** A phone callback (meeting method 2). */
  callback: v.boolean(),
  /**
   * The vendor's URL form for the manage link (`vendor-page-url.ts`). Rows queued before links
   * named their vendor have none; their link still opens, the page finding the vendor from the
   * appointment.
   */
  site: v.optional(v.object({ slug: v.string(), path: v.nullable(v.string()) })),
});

export type OutboxPayload = v.InferOutput<typeof OutboxPayloadSchema>;

/** Parses a row's `payload` column; throws on a row this version cannot render. */
export function parseOutboxPayload(json: string): OutboxPayload {
  return v.parse(OutboxPayloadSchema, JSON.parse(json));
}
