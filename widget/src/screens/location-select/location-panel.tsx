/**
 * The picker's panel: title, search box, then the results or one location's details. It is the
 * whole screen on small screens and floats over the map on wide ones.
 */
import { Plural, Trans } from "@lingui/react/macro";
import { useEffect, useRef, type Ref } from "react";
import type { LatLng } from "#contract";
import { LocationDetails } from "./location-details.js";
import { LocationList } from "./location-list.js";
import { PlaceSearchBox } from "./place-search-box.js";
import type { PublicLocation } from "./public-location.js";
import type { LocationsState } from "./use-locations.js";

export interface LocationPanelProps {
  panelRef: Ref<HTMLDivElement>;
  state: LocationsState;
  /** What the results list shows (filtered and sorted after a search). */
  locations: PublicLocation[];
  selected: PublicLocation | null;
  countries: string | undefined;
  onPlace(point: LatLng | null): void;
  onSelect(id: number): void;
  onBack(): void;
  onContinue(location: PublicLocation): void;
  onRetry(): void;
}

export function LocationPanel(props: LocationPanelProps) {
  const { state, locations, selected } = props;
  const results = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef<number | null>(null);

  // Focus follows the panel: into the details when they open, back to the item on return.
  useEffect(() => {
    const was = previous.current;
    previous.current = selected?.id ?? null;
    if (selected && selected.id !== was) heading.current?.focus();
    else if (!selected && was !== null) results.current?.querySelector<HTMLElement>(`[data-location-id="${was}"]`)?.focus();
  }, [selected]);

  let body;
  if (selected) {
    body = <LocationDetails location={selected} headingRef={heading} onBack={props.onBack} onContinue={() => props.onContinue(selected)} />;
  } else if (state.status === "loading") {
    body = (
      <p role="status" className="qb-loading">
        <Trans>Loading…</Trans>
      </p>
    );
  } else if (state.status === "error") {
    body = (
      <div role="alert">
        <p>
          <Trans>There was an error with your request</Trans>
        </p>
        <button type="button" className="qb-button" onClick={props.onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  } else if (!locations.length) {
    body = (
      <p role="status" className="qb-location-empty">
        <Trans>No Locations Found</Trans>
      </p>
    );
  } else {
    body = (
      <>
        <p role="status" className="qb-visually-hidden">
          <Plural value={locations.length} one="# location found" other="# locations found" />
        </p>
        <LocationList locations={locations} onSelect={props.onSelect} />
      </>
    );
  }

  return (
    <div ref={props.panelRef} className="qb-location-panel">
      <h1>
        <Trans>Select a Location</Trans>
      </h1>
      <PlaceSearchBox countries={props.countries} onPlace={props.onPlace} />
      <div ref={results} className="qb-location-results">
        {body}
      </div>
    </div>
  );
}
