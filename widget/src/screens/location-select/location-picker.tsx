/**
 * The location picker (spec sections 2 and 4). Small elements get a plain list; from 768 px of
 * the element's own width, a full-width map with the list floating over it — except on a kiosk,
 * which keeps the list of large rows.
 */
import { Global } from "@emotion/react";
import { useEffect, useRef, useState } from "react";
import type { LatLng } from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { FILTER_FROM_LOCATIONS, LIST_PAGE_SIZE, WIDE_LAYOUT_MIN_WIDTH } from "./location-select-constants.js";
import { fullWidthMainCss, locationMapCss } from "./location-map-styles.js";
import { locationSelectCss } from "./location-select-styles.js";
import { LocationMap } from "./location-map.js";
import { LocationPanel } from "./location-panel.js";
import { routeToLocation } from "./location-route.js";
import { useElementWidth } from "./use-element-width.js";
import { useLocationDetails } from "./use-location-details.js";
import { useLocations } from "./use-locations.js";
import { searchCountries } from "./search-countries.js";
import { PartBoundary } from "../../ui/part-boundary.js";
import { useKioskMode } from "../../routing/use-display-mode.js";

export function LocationPicker() {
  const { navigate, store } = useElement();
  const tiles = useElementState((s) => (s.vendor.status === "ready" ? s.vendor.settings.map : undefined));
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // A kiosk gets the list whatever its width: large rows a finger can take, where map markers
  // would be small targets on a screen used at arm's length.
  const kiosk = useKioskMode();
  const wide = useElementWidth(root) >= WIDE_LAYOUT_MIN_WIDTH && !kiosk;
  const [point, setPoint] = useState<LatLng | null>(null);
  const [filter, setFilter] = useState("");
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { state, retry, more } = useLocations({ point, filter, pageSize: LIST_PAGE_SIZE });
  // From the first answer at once when the page inlined it: the server paints the same search box.
  const [countries, setCountries] = useState(() => (state.status === "ready" ? searchCountries(state.countries) : undefined));
  const [filterable, setFilterable] = useState(() => state.status === "ready" && state.total > FILTER_FROM_LOCATIONS);
  const details = useLocationDetails(selectedId);

  // Kept from the last answer, so the search box's countries do not flicker while a search loads.
  // The filter, once offered, stays (a narrowing filter must not take its own box away).
  useEffect(() => {
    if (state.status !== "ready") return;
    setCountries(searchCountries(state.countries));
    if (state.total > FILTER_FROM_LOCATIONS) setFilterable(true);
  }, [state]);

  const onPlace = (next: LatLng | null) => {
    setPoint(next);
    setSelectedId(null);
  };

  const panelView = (
    <LocationPanel
      panelRef={panel}
      state={state}
      details={details.state}
      countries={countries}
      filterable={filterable}
      onPlace={onPlace}
      onFilter={(words) => {
        if (words === filter) return;
        setFilter(words);
        setSelectedId(null);
      }}
      onSelect={setSelectedId}
      onBack={() => setSelectedId(null)}
      // Read at the click, so a language change in between keeps its `lang` in the query.
      onContinue={(location) => navigate(routeToLocation(store.getState().route, location.id))}
      onRetry={retry}
      onDetailsRetry={details.retry}
      onMore={more}
    />
  );

  // The panel comes before the map: the title, the search box and the list are what the
  // keyboard and a screen reader reach first, the map's markers after them (the map lies under
  // the panel by its z-index, not by its place). The map and the panel keep their places among
  // the children, so switching layouts keeps what was typed in the search box.
  return (
    <div ref={root} css={[locationSelectCss, locationMapCss]} className={wide ? "qb-location-select qb-wide" : "qb-location-select"}>
      {wide ? <Global styles={fullWidthMainCss} /> : null}
      {panelView}
      {wide ? (
        <PartBoundary name="map">
          <LocationMap point={point} filter={filter} selectedId={selectedId} tiles={tiles} panel={panel} onSelect={setSelectedId} />
        </PartBoundary>
      ) : null}
    </div>
  );
}
