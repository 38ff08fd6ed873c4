/** Picks the places provider the configuration asks for. */
import type { PlacesConfig } from "../config.js";
import { createGazetteerProvider } from "./gazetteer-provider.js";
import { createHttpGeocoderProvider } from "./http-geocoder-provider.js";
import type { PlacesProvider } from "./places-provider.js";

/** Where geocoder failures are reported; Fastify's logger fits. */
export interface PlacesLogger {
  warn(details: object, message: string): void;
}

export function createPlacesProvider(config: PlacesConfig, logger?: PlacesLogger): PlacesProvider {
  if (config.kind === "gazetteer") return createGazetteerProvider();
  return createHttpGeocoderProvider({
    suggestUrl: config.suggestUrl,
    detailsUrl: config.detailsUrl,
    apiKey: config.apiKey,
    onError: (err, context) => logger?.warn({ err, ...context }, "places geocoder failed; answering no results"),
  });
}
