/**
 * A places provider backed by a hosted geocoder over HTTP, for deployments that want more than
 * the built-in gazetteer. The service must answer two simple JSON shapes:
 *
 * - `GET <suggest URL>` → `{ "suggestions": [{ "id": "…", "description": "…" }] }`
 * - `GET <details URL>` → `{ "id": "…", "formatted_address": "…", "lat": 0, "lng": 0, "country": "US" }`
 *
 * Any failure (network, time-out, non-2xx, unexpected JSON) answers `[]` or `undefined`, as
 * address search is a convenience the join form works without; it is reported to `onError`.
 */
import * as v from "valibot";
import type { PlaceDetails, PlacesProvider, PlaceSuggestion } from "./places-provider.js";

export interface HttpGeocoderOptions {
  /**
   * URL template for suggestions: `{query}`, `{countries}` (comma list of ISO alpha-2 codes) and
   * `{limit}` are replaced, URL-encoded. E.g. `https://geo.example/suggest?q={query}&cc={countries}`.
   */
  suggestUrl: string;
  /** URL template for details: `{id}` is replaced, URL-encoded. */
  detailsUrl: string;
  /** Sent as the `X-Api-Key` header when set. */
  apiKey?: string | undefined;
  /** Give up after this long; default 3000 ms. */
  timeoutMs?: number;
  /** Told about every failure; the caller still gets an empty answer. */
  onError?: (error: unknown, context: { operation: "suggest" | "details"; url: string }) => void;
}

const SuggestionsResponseSchema = v.object({
  suggestions: v.array(v.object({ id: v.pipe(v.string(), v.minLength(1)), description: v.string() })),
});

const DetailsResponseSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  formatted_address: v.string(),
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  country: v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/), v.toUpperCase()),
});

/** Fills a URL template; every value is URL-encoded. */
function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? encodeURIComponent(values[name] ?? "") : whole));
}

/** The URL without its query string, for logs: a key may travel there. */
function redact(url: string): string {
  return url.split("?")[0] ?? url;
}

export function createHttpGeocoderProvider(options: HttpGeocoderOptions): PlacesProvider {
  const timeoutMs = options.timeoutMs ?? 3000;
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.apiKey) headers["x-api-key"] = options.apiKey;

  async function getJson<TSchema extends v.GenericSchema>(
    operation: "suggest" | "details",
    url: string,
    schema: TSchema,
  ): Promise<v.InferOutput<TSchema> | undefined> {
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      // An unknown id is an answer, not a failure.
      if (response.status === 404 && operation === "details") return undefined;
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      return v.parse(schema, await response.json());
    } catch (error) {
      options.onError?.(error, { operation, url: redact(url) });
      return undefined;
    }
  }

  return {
    async suggest(query, { countries, limit }): Promise<PlaceSuggestion[]> {
      const url = fillTemplate(options.suggestUrl, { query, countries: countries.join(","), limit: String(limit) });
      const body = await getJson("suggest", url, SuggestionsResponseSchema);
      return body?.suggestions.slice(0, limit) ?? [];
    },
    async details(id): Promise<PlaceDetails | undefined> {
      return getJson("details", fillTemplate(options.detailsUrl, { id }), DetailsResponseSchema);
    },
  };
}
