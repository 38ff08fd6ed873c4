/**
 * Place suggestions for what the user typed, asked for once typing pauses for 200 ms (spec
 * section 9). A failed or malformed answer simply suggests nothing (spec section 8).
 */
import { useEffect, useState } from "react";
import * as v from "valibot";
import { PLACE_QUERY_MIN_LENGTH, PlaceSuggestionsResponseSchema, type PlaceSuggestionResource } from "#contract";
import { useElement } from "../../element/element-context.js";
import { SUGGESTION_DEBOUNCE_MS } from "./location-select-constants.js";

export interface PlaceSuggestion {
  id: string;
  description: string;
}

const toSuggestion = (resource: PlaceSuggestionResource): PlaceSuggestion => ({
  id: resource.id,
  description: resource.attributes.description,
});

/**
 * @param query what to search for; "" (after a suggestion was chosen, or a cleared box) asks nothing.
 * @param countries `US`, `CA` or `US,CA`, or undefined for the server's default.
 */
export function usePlaceSuggestions(query: string, countries: string | undefined): { suggestions: PlaceSuggestion[]; answered: boolean } {
  const { api } = useElement();
  // With the query they answer, so the box can tell "none found" from "not asked yet".
  const [found, setFound] = useState<{ q: string; list: PlaceSuggestion[] }>({ q: "", list: [] });
  const q = query.trim();

  useEffect(() => {
    if (q.length < PLACE_QUERY_MIN_LENGTH) return;
    let active = true;
    const timer = setTimeout(() => {
      void api.get<unknown>("/api/v2/open/places", { q, country: countries }).then((result) => {
        if (!active) return;
        const parsed = result.ok ? v.safeParse(PlaceSuggestionsResponseSchema, result.data) : undefined;
        // A look-up that failed found nothing out: it is not answered, so the box never says "No places found" for it.
        setFound(parsed?.success ? { q, list: parsed.output.data.map(toSuggestion) } : { q: "", list: [] });
      });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [api, q, countries]);

  // Suggestions for an older query stay up while the next ones load, unless the box emptied.
  if (q.length < PLACE_QUERY_MIN_LENGTH) return { suggestions: [], answered: false };
  return { suggestions: found.list, answered: found.q === q };
}
