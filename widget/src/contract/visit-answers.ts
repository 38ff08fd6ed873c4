/**
 * Answers of the open API's small calls around a visit: the kiosk's check-in greeting, a
 * feedback, a search engine's conversion and the URL that turns a queue spot into a booking.
 * The server types what it sends with them; the OpenAPI document describes them from them.
 */
import * as v from "valibot";
import { TextLangSchema } from "./text-lang.js";
import { LocalTimeSchema } from "./local-time.js";

/** What a kiosk shows the client it checked in: enough to greet them and send them on. */
export const KioskCheckInResponseSchema = v.object({
  data: v.object({
    id: v.number(),
    type: v.literal("check-ins"),
    attributes: v.object({
      first_name: v.string(),
      start: v.string(),
      timezone: v.string(),
      /** `start` on the location's clock, with its zone: the greeting writes this. */
      start_local: LocalTimeSchema,
      checked_in_at: v.string(),
      service: v.object({ id: v.number(), name: v.string(), text_lang: TextLangSchema }),
      staff: v.object({ full_name: v.string() }),
    }),
  }),
});
export type KioskCheckInResponse = v.InferOutput<typeof KioskCheckInResponseSchema>;

/** A stored feedback: its rating and when. */
export const FeedbackResponseSchema = v.object({
  data: v.object({ type: v.literal("walkin-feedback"), attributes: v.object({ rating: v.number(), created: v.string() }) }),
});
export type FeedbackResponse = v.InferOutput<typeof FeedbackResponseSchema>;

/** A stored reserve-with-a-search-engine conversion. */
export const RwgConversionResponseSchema = v.object({
  data: v.object({
    type: v.literal("rwg-conversions"),
    id: v.number(),
    attributes: v.object({ merchant_changed: v.boolean(), created: v.string() }),
  }),
});
export type RwgConversionResponse = v.InferOutput<typeof RwgConversionResponseSchema>;

/** The vendor's page that books the spot's service and location, cancelling the spot. */
export const WalkinConversionResponseSchema = v.object({ url: v.string() });
export type WalkinConversionResponse = v.InferOutput<typeof WalkinConversionResponseSchema>;
