/**
 * `GET /api/v3/open/locations`: the picker's list, light and paged. Each item carries what a
 * list row and a map marker show (name, address, coordinates, open now, the wait, the distance
 * from a searched point); hours, phone and the rest come from `GET /api/v2/open/locations/{id}`
 * when a location is chosen. With a point, only locations within the vendor's radius are
 * listed, nearest first; without one, the vendor's order (sort order, then name).
 */
import * as v from "valibot";
import { LocationOpeningSchema } from "./location-opening.js";
import { coordinate } from "./locations.js";
import { text } from "./schema-helpers.js";
import { TextLangSchema } from "./text-lang.js";

export const LOCATION_LIST_PATH = "/api/v3/open/locations";

/** Rows a page holds when the query names no `limit`; also the picker's page (a hosted page inlines its first). */
export const LOCATION_PAGE_DEFAULT = 20;
/** The most a page holds: the spec's "a location fetch takes up to 1000". */
export const LOCATION_PAGE_MAX = 1000;

const count = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,7}$/, "must be a whole number"),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

/** The query: an optional point, an optional filter by name or street, and the page. */
export const LocationListQuerySchema = v.pipe(
  v.object({
    lat: v.optional(coordinate(-90, 90)),
    lng: v.optional(coordinate(-180, 180)),
    /** Words that must all appear in the location's name or address (case and accents ignored). */
    q: v.optional(text(100)),
    /** Rows in this page (1 to 1000, 20 by default). */
    limit: v.optional(count(1, LOCATION_PAGE_MAX), String(LOCATION_PAGE_DEFAULT)),
    /** Rows skipped before this page (0 by default). */
    offset: v.optional(count(0, 1_000_000), "0"),
  }),
  v.check((q) => (q.lat === undefined) === (q.lng === undefined), "lat and lng go together"),
);
export type LocationListQuery = v.InferOutput<typeof LocationListQuerySchema>;

export const LocationListItemSchema = v.object({
  id: v.number(),
  type: v.literal("locations"),
  attributes: v.object({
    /** Localized; the address when the location has no name. */
    name: v.string(),
    formatted_address: v.string(),
    coordinates: v.object({ lat: v.number(), lng: v.number() }),
    ...LocationOpeningSchema.entries,
    /** Counted from the opening while the location is closed; null: no estimate. */
    wait_time: v.object({ minutes: v.nullable(v.number()), expected_start: v.nullable(v.string()) }),
    /** Present only when the query named a point. */
    distance: v.optional(v.number()),
    unit: v.optional(v.picklist(["mi", "km"])),
    text_lang: TextLangSchema,
  }),
});
export type LocationListItem = v.InferOutput<typeof LocationListItemSchema>;

export const LocationListResponseSchema = v.object({
  data: v.array(LocationListItemSchema),
  meta: v.object({
    /** How many locations match the query in all pages. */
    total: v.number(),
    limit: v.number(),
    offset: v.number(),
    search_radius: v.number(),
    /** The countries of all the vendor's public locations (ISO codes): what the address search may look in. */
    countries: v.array(v.string()),
  }),
});
export type LocationListResponse = v.InferOutput<typeof LocationListResponseSchema>;
