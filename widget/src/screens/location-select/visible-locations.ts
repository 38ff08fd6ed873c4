/**
 * Which locations the picker lists: all of them in the server's order, or after a search only
 * those within the vendor's radius, nearest first (spec sections 4 and 9).
 */
import { PLACE_COUNTRIES } from "#contract";
import type { PublicLocation } from "./public-location.js";

export function visibleLocations(locations: PublicLocation[], searched: boolean): PublicLocation[] {
  if (!searched) return locations;
  return locations.filter((l) => l.attributes.within === true).sort((a, b) => (a.attributes.distance ?? Infinity) - (b.attributes.distance ?? Infinity));
}

/**
 * The countries address search is restricted to: those the vendor has locations in, as the
 * places call's `country` list, or undefined (the server's default) when none is searchable.
 */
export function searchCountries(locations: PublicLocation[]): string | undefined {
  const wanted = new Set(locations.map((l) => l.attributes.country.toUpperCase()));
  const countries = PLACE_COUNTRIES.filter((c) => wanted.has(c));
  return countries.length ? countries.join(",") : undefined;
}
