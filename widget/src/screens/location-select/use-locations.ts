/**
 * Loads the picker's list a page at a time (`GET /api/v3/open/locations`): measured from a
 * searched point when there is one, filtered by the typed words, again when the element's
 * language changes (names and addresses are localized). A vendor of 1,000 branches costs the
 * first page's few kilobytes before the first branch shows; `more()` appends the next page.
 */
import { useEffect, useRef, useState } from "react";
import { type LatLng, LOCATION_LIST_PATH, type LocationListItem, LocationListResponseSchema } from "#contract";
import type * as v from "valibot";
import { getValidated } from "../../api/get-validated.js";
import { takeInlinedAnswer } from "../../api/inlined-answer.js";
import { useElement, useElementState } from "../../element/element-context.js";

export type LocationsState =
  | { status: "loading" }
  | {
      status: "ready";
      locations: LocationListItem[];
      /** Matches in all pages. */
      total: number;
      countries: string[];
      /** The next page's read: none under way, under way, or failed (try again). */
      more: "idle" | "loading" | "error";
    }
  | { status: "error" };

export interface LocationsQuery {
  point: LatLng | null;
  /** Typed words of a name or street; "" for none. */
  filter: string;
  pageSize: number;
}

interface Loaded {
  /** Which query (point, filter, page size) the locations answer. */
  key: string;
  state: LocationsState;
}

const keyOf = ({ point, filter, pageSize }: LocationsQuery) => `${point ? `${point.lat},${point.lng}` : ""}|${filter}|${pageSize}`;

function queryOf({ point, filter, pageSize }: LocationsQuery, offset: number): Record<string, string> {
  const query: Record<string, string> = { limit: String(pageSize) };
  if (offset) query.offset = String(offset);
  if (filter) query.q = filter;
  if (point) Object.assign(query, { lat: point.lat.toFixed(6), lng: point.lng.toFixed(6) });
  return query;
}

const readyState = (answer: v.InferOutput<typeof LocationListResponseSchema>): LocationsState => ({
  status: "ready",
  locations: answer.data,
  total: answer.meta.total,
  countries: answer.meta.countries,
  more: "idle",
});

export function useLocations(request: LocationsQuery): { state: LocationsState; retry(): void; more(): void } {
  const { api } = useElement();
  const locale = useElementState((s) => s.locale);
  const [attempt, setAttempt] = useState(0);
  const key = keyOf(request);
  // A hosted page's inlined first page: the first render shows the list without a read.
  const [loaded, setLoaded] = useState<Loaded>(() => {
    const answer = takeInlinedAnswer(api, LOCATION_LIST_PATH, LocationListResponseSchema, queryOf(request, 0));
    return answer ? { key, state: readyState(answer) } : { key: "", state: { status: "loading" } };
  });
  /** The query the inlined list answers: the effect's first run has it already. */
  const inlinedKey = useRef(loaded.key);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query (the same point and words fetch nothing again); a new language or a retry (`attempt`) fetches again.
  useEffect(() => {
    const inlined = inlinedKey.current;
    inlinedKey.current = "";
    if (inlined === key) return;
    let active = true;
    void getValidated(api, LOCATION_LIST_PATH, LocationListResponseSchema, queryOf(request, 0)).then((result) => {
      if (!active) return;
      setLoaded({ key, state: result.ok ? readyState(result.data) : { status: "error" } });
    });
    return () => {
      active = false;
    };
  }, [api, locale, key, attempt]);

  // Locations of another query would show wrong distances or matches: wait for the new ones.
  const state: LocationsState = loaded.key === key ? loaded.state : { status: "loading" };

  const more = () => {
    if (state.status !== "ready" || state.more === "loading" || state.locations.length >= state.total) return;
    const update = (next: (s: Extract<LocationsState, { status: "ready" }>) => LocationsState) =>
      setLoaded((current) => (current.key === key && current.state.status === "ready" ? { key, state: next(current.state) } : current));
    update((s) => ({ ...s, more: "loading" }));
    void getValidated(api, LOCATION_LIST_PATH, LocationListResponseSchema, queryOf(request, state.locations.length)).then((result) => {
      update((s) => {
        if (!result.ok) return { ...s, more: "error" };
        // A row already listed (the list moved between the reads) is not listed twice.
        const listed = new Set(s.locations.map((l) => l.id));
        const added = result.data.data.filter((l) => !listed.has(l.id));
        return { ...s, locations: [...s.locations, ...added], total: result.data.meta.total, more: "idle" };
      });
    });
  };

  return {
    state,
    retry: () => {
      setLoaded({ key, state: { status: "loading" } });
      setAttempt((n) => n + 1);
    },
    more,
  };
}
