/** Placeholder until the gazetteer provider lands: answers no suggestions. */
import type { PlacesProvider } from "./places-provider.js";

export function createGazetteerProvider(): PlacesProvider {
  return { suggest: async () => [], details: async () => undefined };
}
