/**
 * Loads the vendor's public locations, measured from a searched point when there is one, and
 * loads them again when the element's language changes (names and addresses are localized).
 */
import { useEffect, useState } from "react";
import * as v from "valibot";
import type { LatLng } from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { LocationsResponseSchema, type PublicLocation } from "./public-location.js";

export type LocationsState = { status: "loading" } | { status: "ready"; locations: PublicLocation[] } | { status: "error" };

interface Loaded {
  /** Which point (as `lat,lng`, or "" for none) the locations were measured from. */
  key: string;
  state: LocationsState;
}

const keyOf = (point: LatLng | null) => (point ? `${point.lat},${point.lng}` : "");

export function useLocations(point: LatLng | null): { state: LocationsState; retry(): void } {
  const { api } = useElement();
  const locale = useElementState((s) => s.locale);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ key: "", state: { status: "loading" } });
  const key = keyOf(point);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `point` (the same coordinates fetch nothing again); a new language or a retry (`attempt`) fetches again.
  useEffect(() => {
    let active = true;
    const query = point ? { lat: point.lat.toFixed(6), lng: point.lng.toFixed(6) } : undefined;
    void api.get<unknown>("/api/v2/open/locations", query).then((result) => {
      if (!active) return;
      const parsed = result.ok ? v.safeParse(LocationsResponseSchema, result.data) : undefined;
      setLoaded({ key, state: parsed?.success ? { status: "ready", locations: parsed.output.data } : { status: "error" } });
    });
    return () => {
      active = false;
    };
    // `key` stands for `point`, so a new object with the same coordinates fetches nothing.
  }, [api, locale, key, attempt]);

  // Locations measured from another point would show wrong distances: wait for the new ones.
  // After a language change the old names stay up until the translated ones arrive.
  const state: LocationsState = loaded.key === key ? loaded.state : { status: "loading" };
  return {
    state,
    retry: () => {
      setLoaded({ key, state: { status: "loading" } });
      setAttempt((n) => n + 1);
    },
  };
}
