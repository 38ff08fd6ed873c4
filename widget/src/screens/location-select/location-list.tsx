/**
 * The results: one button per location, which opens its details, a page at a time. Only the
 * pages read so far are in the DOM (20 rows, not 1,000); "Show more locations" reads the next
 * and moves focus to its first row, so a keyboard or screen-reader user goes on from there.
 */
import { Trans } from "@lingui/react/macro";
import { useLayoutEffect, useRef } from "react";
import type { LocationListItem } from "#contract";
import { LocationFacts } from "./location-facts.js";

export interface LocationListProps {
  locations: LocationListItem[];
  /** Matches in all pages. */
  total: number;
  more: "idle" | "loading" | "error";
  onSelect(id: number): void;
  onMore(): void;
}

export function LocationList({ locations, total, more, onSelect, onMore }: LocationListProps) {
  const list = useRef<HTMLUListElement>(null);
  // Where the rows stood when more were asked for: the first new row takes focus, in the
  // commit that shows it.
  const firstNew = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = firstNew.current;
    if (index === null || locations.length <= index) return;
    firstNew.current = null;
    list.current?.querySelectorAll<HTMLElement>(".qb-location-item")[index]?.focus();
  }, [locations]);

  const shown = locations.length;
  return (
    <>
      <ul ref={list} className="qb-location-list">
        {locations.map((location) => (
          <li key={location.id}>
            <button type="button" className="qb-location-item" data-location-id={location.id} onClick={() => onSelect(location.id)}>
              <span className="qb-location-name" lang={location.attributes.text_lang?.name}>
                {location.attributes.name}
              </span>
              {location.attributes.name !== location.attributes.formatted_address ? (
                <span className="qb-location-address" lang={location.attributes.text_lang?.formatted_address}>
                  {location.attributes.formatted_address}
                </span>
              ) : null}
              <LocationFacts location={location} />
            </button>
          </li>
        ))}
      </ul>
      {more === "error" ? (
        <p role="alert">
          <Trans>There was an error with your request</Trans>
        </p>
      ) : null}
      {locations.length < total ? (
        <button
          type="button"
          className="qb-button qb-secondary qb-location-more"
          aria-disabled={more === "loading" || undefined}
          onClick={() => {
            firstNew.current = locations.length;
            onMore();
          }}
        >
          <Trans>
            Show more locations ({shown} of {total} shown)
          </Trans>
        </button>
      ) : null}
    </>
  );
}
