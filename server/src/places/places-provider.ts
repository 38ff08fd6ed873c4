/**
 * Address search for the location picker. The default provider answers from a gazetteer that
 * ships with an npm package; a hosted geocoder can be plugged in behind the same interface.
 */
export interface PlaceSuggestion {
  /** Opaque id to pass to `details`. */
  id: string;
  /** What the suggestion list shows, e.g. "Beverly Hills, CA 90210, United States". */
  description: string;
}

export interface PlaceDetails {
  id: string;
  /** One-line address, e.g. "Toronto, ON M5V, Canada". */
  formatted_address: string;
  /** WGS 84 degrees. */
  lat: number;
  lng: number;
  /** ISO 3166 alpha-2. */
  country: string;
}

/**
 * A source of address suggestions. Search is a convenience, so implementations answer `[]` or
 * `undefined` when their source fails rather than rejecting.
 */
export interface PlacesProvider {
  /**
   * At most `limit` suggestions for what the user typed so far, restricted to `countries`
   * (ISO 3166 alpha-2, e.g. `["US", "CA"]`), best first.
   */
  suggest(query: string, options: { countries: readonly string[]; limit: number }): Promise<PlaceSuggestion[]>;
  /** The place behind a suggestion's id; `undefined` for an unknown id. */
  details(id: string): Promise<PlaceDetails | undefined>;
}
