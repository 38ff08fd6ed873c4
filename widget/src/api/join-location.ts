/**
 * The location the form books at, as `GET /api/v2/open/locations/{id}` answers it: only the
 * attributes the form, the closed notice and the unavailable screen read.
 */
import * as v from "valibot";
import { LocationPhoneEntries, TextLangSchema } from "#contract";

export const JoinLocationResponseSchema = v.object({
  data: v.object({
    id: v.number(),
    attributes: v.object({
      /** Already falls back to the address on the server; the form falls back again. */
      name: v.string(),
      address: v.string(),
      formatted_address: v.string(),
      ...LocationPhoneEntries,
      country: v.string(),
      timezone: v.string(),
      visibility: v.picklist(["public", "private"]),
      instructions: v.string(),
      supports_curbside_pickup: v.boolean(),
      restrict_callback_request_hours: v.boolean(),
      is_currently_open: v.boolean(),
      /**
       * Only the notices read these; each checks them itself (the contract's
       * `FutureOpenDaysSchema`, `LocationOpeningSchema`), in its own chunk rather than on the
       * form's download.
       */
      future_open_hours: v.unknown(),
      opens_at: v.unknown(),
      opens_at_local: v.unknown(),
      local_now: v.unknown(),
      /** The languages of the name, address and instructions when not the page's. */
      text_lang: TextLangSchema,
    }),
  }),
});

export type JoinLocation = v.InferOutput<typeof JoinLocationResponseSchema>["data"]["attributes"] & { id: number };

/** What clients call the location: its name, else its address. */
export function locationLabel(location: Pick<JoinLocation, "name" | "address">): string {
  return location.name || location.address;
}
