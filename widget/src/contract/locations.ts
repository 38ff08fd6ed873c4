/** Query of `GET /api/v2/open/locations`: an optional point to measure distances from. */
import * as v from "valibot";
import { idText } from "./schema-helpers.js";

/** A latitude or longitude as it arrives in a query string, within `min`..`max`. */
export const coordinate = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^-?\d{1,3}(?:\.\d{1,12})?$/, "must be a decimal number"), v.transform(Number), v.minValue(min), v.maxValue(max));

export const LocationsQuerySchema = v.pipe(
  v.object({
    lat: v.optional(coordinate(-90, 90)),
    lng: v.optional(coordinate(-180, 180)),
  }),
  v.check((q) => (q.lat === undefined) === (q.lng === undefined), "lat and lng go together"),
);

export const LocationIdSchema = idText("a location id");

/** `meeting_method` query of the services call: one of the numeric meeting-method codes. */
export const ServicesQuerySchema = v.object({
  meeting_method: v.optional(v.pipe(v.string(), v.picklist(["1", "2", "3", "4"], "must be 1, 2, 3 or 4"), v.transform(Number))),
});

/**
 * A location's phone in the open API's location resource: `phone` is `+` and digits for
 * `tel:` links, `phone_formatted` what people read — national in the location's country,
 * international otherwise — formatted on the server, so no numbering metadata ships.
 */
export const LocationPhoneEntries = {
  phone: v.string(),
  phone_formatted: v.string(),
};
