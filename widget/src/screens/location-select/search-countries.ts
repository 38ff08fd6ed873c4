/**
 * The countries address search is restricted to: those the vendor has locations in (the list's
 * `meta.countries`), as the places call's `country` list, or undefined (the server's default)
 * when none is searchable.
 */
import { PLACE_COUNTRIES } from "#contract";

export function searchCountries(countries: readonly string[]): string | undefined {
  const wanted = new Set(countries.map((c) => c.toUpperCase()));
  const found = PLACE_COUNTRIES.filter((c) => wanted.has(c));
  return found.length ? found.join(",") : undefined;
}
