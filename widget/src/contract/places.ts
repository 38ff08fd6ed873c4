/**
 * Wire shapes of address search for the location picker: `GET /api/v2/open/places?q=…` (suggestions)
 * and `GET /api/v2/open/places/{id}` (the place behind a suggestion).
 */
import * as v from "valibot";

/** Countries address search covers (ISO 3166 alpha-2). */
export const PLACE_COUNTRIES = ["US", "CA"] as const;
export type PlaceCountry = (typeof PLACE_COUNTRIES)[number];

/** Shorter queries answer no suggestions (not an error), as the widget asks while typing. */
export const PLACE_QUERY_MIN_LENGTH = 2;
export const PLACE_QUERY_MAX_LENGTH = 100;
/** Most suggestions one search answers. */
export const PLACE_SUGGESTIONS_MAX = 8;

const isPlaceCountry = (code: string): code is PlaceCountry => (PLACE_COUNTRIES as readonly string[]).includes(code);

export const PlacesQuerySchema = v.object({
  q: v.pipe(
    v.string(),
    v.description('What the user typed: a postal code ("90210", "M5V 3L9"), a city ("montr") or "City, ST"'),
    v.trim(),
    v.maxLength(PLACE_QUERY_MAX_LENGTH, `must be at most ${PLACE_QUERY_MAX_LENGTH} characters`),
  ),
  // One comma list rather than repeated parameters, so the documented type is a plain string.
  country: v.optional(
    v.pipe(
      v.string(),
      v.description("US, CA or a comma list of both; default both"),
      v.regex(/^(?:US|CA)(?:,(?:US|CA))*$/, "must be US, CA or a comma list of them"),
      v.transform((s) => [...new Set(s.split(","))].filter(isPlaceCountry)),
    ),
  ),
});
export type PlacesQuery = v.InferOutput<typeof PlacesQuerySchema>;

/** Ids are opaque; 100 characters is also the longest path parameter the server routes. */
export const PlaceIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100, "must be at most 100 characters")),
});

/** One suggestion of `GET /api/v2/open/places`. */
export const PlaceSuggestionResourceSchema = v.object({
  id: v.string(),
  type: v.literal("places"),
  attributes: v.object({ description: v.string() }),
});
export type PlaceSuggestionResource = v.InferOutput<typeof PlaceSuggestionResourceSchema>;

export const PlaceSuggestionsResponseSchema = v.object({ data: v.array(PlaceSuggestionResourceSchema) });
export type PlaceSuggestionsResponse = v.InferOutput<typeof PlaceSuggestionsResponseSchema>;

/** The answer of `GET /api/v2/open/places/{id}`. */
export const PlaceResourceSchema = v.object({
  id: v.string(),
  type: v.literal("places"),
  attributes: v.object({
    formatted_address: v.string(),
    lat: v.number(),
    lng: v.number(),
    /** ISO 3166 alpha-2. */
    country: v.string(),
  }),
});
export type PlaceResource = v.InferOutput<typeof PlaceResourceSchema>;

export const PlaceResponseSchema = v.object({ data: PlaceResourceSchema });
export type PlaceResponse = v.InferOutput<typeof PlaceResponseSchema>;
