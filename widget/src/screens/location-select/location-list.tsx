/** The results: one button per location, which opens its details. */
import type { PublicLocation } from "./public-location.js";
import { LocationFacts } from "./location-facts.js";

export interface LocationListProps {
  locations: PublicLocation[];
  onSelect(id: number): void;
}

export function LocationList({ locations, onSelect }: LocationListProps) {
  return (
    <ul className="qb-location-list">
      {locations.map((location) => (
        <li key={location.id}>
          <button type="button" className="qb-location-item" data-location-id={location.id} onClick={() => onSelect(location.id)}>
            <span className="qb-location-name">{location.attributes.name}</span>
            {location.attributes.name !== location.attributes.formatted_address ? (
              <span className="qb-location-address">{location.attributes.formatted_address}</span>
            ) : null}
            <LocationFacts location={location} />
          </button>
        </li>
      ))}
    </ul>
  );
}
