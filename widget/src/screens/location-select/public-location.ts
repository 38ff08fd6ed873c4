/**
 * A chosen location's details as `GET /api/v2/open/locations/{id}` answers them (the server
 * builds them in server/src/locations/location-view.ts): what the details panel reads, validated
 * once when it arrives. Attributes the picker does not use are let through unchecked, so the
 * server may add more. The list itself reads the contract's light rows (`LocationListItem`).
 */
import * as v from "valibot";
import { LocationOpeningSchema, LocationPhoneEntries, TextLangSchema, WEEKDAYS, type Weekday } from "#contract";

/** "HH:MM" open and close in the location's time zone; null (or missing) is closed. */
const dayHours = v.optional(v.nullable(v.object({ open: v.string(), close: v.string() })), null);
// The vendor document's strict hours schema would pull its whole module into this chunk.
const WeeklyHoursSchema = v.object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>);

export const PublicLocationSchema = v.object({
  id: v.number(),
  type: v.literal("locations"),
  attributes: v.object({
    /** Localized; the server falls back to the address. */
    name: v.string(),
    formatted_address: v.string(),
    ...LocationPhoneEntries,
    country: v.string(),
    coordinates: v.object({ lat: v.number(), lng: v.number() }),
    hours: WeeklyHoursSchema,
    /** Open now; while closed, when it opens next; the location's clock now (the hours are named by its zone). */
    ...LocationOpeningSchema.entries,
    /** Counted from the opening while the location is closed. */
    wait_time: v.object({ minutes: v.nullable(v.number()), expected_start: v.optional(v.nullable(v.string()), null) }),
    /** Present only when the request named a point (`lat`/`lng`). */
    distance: v.optional(v.number()),
    unit: v.optional(v.picklist(["mi", "km"])),
    within: v.optional(v.boolean()),
    /** The languages of the name and address when not the page's. */
    text_lang: TextLangSchema,
  }),
});
export type PublicLocation = v.InferOutput<typeof PublicLocationSchema>;

export const LocationResponseSchema = v.object({ data: PublicLocationSchema });
