/**
 * The picker's panel: title, search box, the name or street filter (for many locations), then
 * the results or one location's details. It is the whole screen on small screens and floats
 * over the map on wide ones.
 */
import { Plural, Trans } from "@lingui/react/macro";
import { useLayoutEffect, useRef, type Ref } from "react";
import type { LatLng } from "#contract";
import { LocationDetails } from "./location-details.js";
import { LocationFilterBox } from "./location-filter-box.js";
import { LocationList } from "./location-list.js";
import { PlaceSearchBox } from "./place-search-box.js";
import type { PublicLocation } from "./public-location.js";
import type { DetailsState } from "./use-location-details.js";
import type { LocationsState } from "./use-locations.js";

export interface LocationPanelProps {
  panelRef: Ref<HTMLDivElement>;
  /** The list's pages read so far (filtered and sorted on the server). */
  state: LocationsState;
  /** The chosen location's details, read when it is chosen. */
  details: DetailsState;
  countries: string | undefined;
  /** Whether the name or street filter shows (a vendor with many locations). */
  filterable: boolean;
  onPlace(point: LatLng | null): void;
  onFilter(words: string): void;
  onSelect(id: number): void;
  onBack(): void;
  onContinue(location: PublicLocation): void;
  onRetry(): void;
  onDetailsRetry(): void;
  onMore(): void;
}

export function LocationPanel(props: LocationPanelProps) {
  const { state, details } = props;
  const selected = details.status === "ready" ? details.location : null;
  const results = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The details last shown and the location last chosen (its details may still be loading).
  const previous = useRef<{ shown: number | null; chosen: number | null }>({ shown: null, chosen: null });
  const chosen = details.status === "none" ? null : details.status === "ready" ? details.location.id : details.id;

  // Focus follows the panel: into the details when they open, back to the item on return. In
  // the commit itself, as the details arrive from a read: nothing sees them before the focus.
  useLayoutEffect(() => {
    const was = previous.current;
    previous.current = { shown: selected?.id ?? null, chosen };
    if (selected && was.shown !== selected.id) heading.current?.focus();
    else if (chosen === null && was.chosen !== null) results.current?.querySelector<HTMLElement>(`[data-location-id="${was.chosen}"]`)?.focus();
  }, [selected, chosen]);

  let body;
  if (selected) {
    body = <LocationDetails location={selected} headingRef={heading} onBack={props.onBack} onContinue={() => props.onContinue(selected)} />;
  } else if (state.status === "loading" || details.status === "loading") {
    body = (
      <p role="status" className="qb-loading">
        <Trans>Loading…</Trans>
      </p>
    );
  } else if (details.status === "error" || state.status === "error") {
    // A failed read of the details, or of the list; the details' can go back to the list.
    const ofDetails = details.status === "error";
    body = (
      <div role="alert">
        <p>
          <Trans>There was an error with your request</Trans>
        </p>
        <button type="button" className="qb-button" onClick={ofDetails ? props.onDetailsRetry : props.onRetry}>
          <Trans>Try again</Trans>
        </button>
        {ofDetails ? (
          <button type="button" className="qb-button qb-secondary qb-location-back" onClick={props.onBack}>
            <Trans>Back to results</Trans>
          </button>
        ) : null}
      </div>
    );
  } else if (!state.locations.length) {
    body = (
      <p className="qb-location-empty">
        <Trans>No Locations Found</Trans>
      </p>
    );
  } else {
    body = <LocationList locations={state.locations} total={state.total} more={state.more} onSelect={props.onSelect} onMore={props.onMore} />;
  }
  // What a search found, said from a region that outlives the results it speaks of (one swapped
  // in with its text is not read): the count, or that there is none. Empty while loading, so each
  // search's answer is a change, read again even when it matches the last one. It keeps its
  // words while a location's details show, so "Back to results" does not say them again.
  const found =
    state.status !== "ready" ? (
      ""
    ) : state.locations.length ? (
      <Plural value={state.total} one="# location found" other="# locations found" />
    ) : (
      <Trans>No Locations Found</Trans>
    );

  return (
    <div ref={props.panelRef} className="qb-location-panel">
      <h1>
        <Trans>Select a Location</Trans>
      </h1>
      <PlaceSearchBox countries={props.countries} onPlace={props.onPlace} />
      {props.filterable ? <LocationFilterBox onFilter={props.onFilter} /> : null}
      <p role="status" className="qb-visually-hidden">
        {found}
      </p>
      <div ref={results} className="qb-location-results">
        {body}
      </div>
    </div>
  );
}
