/**
 * The location picker (spec sections 2 and 4). Small elements get a plain list; from 768 px of
 * the element's own width, a full-width map with the list floating over it.
 */
import { Global } from "@emotion/react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { LatLng } from "../../contract/index.js";
import { useElement, useElementState } from "../../element/element-context.js";
import { WIDE_LAYOUT_MIN_WIDTH } from "./location-select-constants.js";
import { fullWidthMainCss, locationMapCss } from "./location-map-styles.js";
import { locationSelectCss } from "./location-select-styles.js";
import { LocationMap } from "./location-map.js";
import { LocationPanel } from "./location-panel.js";
import { routeToLocation } from "./location-route.js";
import { useElementWidth } from "./use-element-width.js";
import { useLocations } from "./use-locations.js";
import { searchCountries, visibleLocations } from "./visible-locations.js";
import { PartBoundary } from "../../app/part-boundary.js";

export function LocationPicker() {
  const { navigate, store } = useElement();
  const tiles = useElementState((s) => (s.vendor.status === "ready" ? s.vendor.settings.map : undefined));
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wide = useElementWidth(root) >= WIDE_LAYOUT_MIN_WIDTH;
  const [point, setPoint] = useState<LatLng | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [countries, setCountries] = useState<string | undefined>(undefined);
  const { state, retry } = useLocations(point);

  const all = state.status === "ready" ? state.locations : undefined;
  const shown = useMemo(() => visibleLocations(all ?? [], point !== null), [all, point]);
  const selected = shown.find((l) => l.id === selectedId) ?? null;

  // Kept from the last answer, so the search box's countries do not flicker while a search loads.
  useEffect(() => {
    if (all) setCountries(searchCountries(all));
  }, [all]);

  const onPlace = (next: LatLng | null) => {
    setPoint(next);
    setSelectedId(null);
  };

  const panelView = (
    <LocationPanel
      panelRef={panel}
      state={state}
      locations={shown}
      selected={selected}
      countries={countries}
      onPlace={onPlace}
      onSelect={setSelectedId}
      onBack={() => setSelectedId(null)}
      // Read at the click, so a language change in between keeps its `lang` in the query.
      onContinue={(location) => navigate(routeToLocation(store.getState().route, location.id))}
      onRetry={retry}
    />
  );

  // The map and the panel keep their places among the children, so switching layouts keeps
  // what was typed in the search box.
  return (
    <div ref={root} css={[locationSelectCss, locationMapCss]} className={wide ? "qb-location-select qb-wide" : "qb-location-select"}>
      {wide ? <Global styles={fullWidthMainCss} /> : null}
      {wide ? (
        <PartBoundary name="map">
          <LocationMap locations={all ? shown : null} around={point} selectedId={selected?.id ?? null} tiles={tiles} panel={panel} onSelect={setSelectedId} />
        </PartBoundary>
      ) : null}
      {panelView}
    </div>
  );
}
