/**
 * Address search for the location picker. The default provider answers from a gazetteer that
 * ships with an npm package; a hosted geocoder can be plugged in behind the same interface.
 */
export interface PlaceSuggestion {
  /** Opaque id to pass to `details`. */
  id: string;
  /** What the suggestion list shows, e.g. "Beverly Hills, CA 90210, US". */
  description: string;
}

export interface PlaceDetails {
  id: string;
  formatted_address: string;
  lat: number;
  lng: number;
  /** ISO 3166 alpha-2. */
  country: string;
}

export interface PlacesProvider {
  suggest(query: string, options: { countries: readonly string[]; limit: number }): Promise<PlaceSuggestion[]>;
  details(id: string): Promise<PlaceDetails | undefined>;
}
