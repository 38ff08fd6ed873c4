/**
 * Address search without any outside service: US ZIP codes, Canadian forward sortation areas
 * and the cities they belong to, from the gazetteer that ships in the `zipcodes` package.
 * Ids look like `zip:US:90210`, `zip:CA:M5V` and `city:US:IL:springfield`.
 */
import { buildGazetteerIndex, type CityPlace, type GazetteerIndex, type PostalPlace } from "./gazetteer-index.js";
import { foldPlaceText } from "./place-search-text.js";
import type { PlaceDetails, PlacesProvider, PlaceSuggestion } from "./places-provider.js";

const COUNTRY_NAMES: Record<PostalPlace["country"], string> = { US: "United States", CA: "Canada" };

// "9021", "90210", "90210-1234".
const US_ZIP = /^(\d{2,5})(?:-\d{0,4})?$/;
// "M5", "m5v", "M5V 3L9", "m5v3l9": the gazetteer knows the first three characters only.
const CA_POSTAL = /^([a-z]\d[a-z]?)(?:\s?\d(?:[a-z]\d?)?)?$/i;

/**
 * The gazetteer provider. Its index (about 44,000 postal codes) is built on the first call, not
 * when the server starts, and kept for the life of the provider.
 */
export function createGazetteerProvider(): PlacesProvider {
  let index: GazetteerIndex | undefined;
  const load = (): GazetteerIndex => (index ??= buildGazetteerIndex());

  return {
    async suggest(query, { countries, limit }): Promise<PlaceSuggestion[]> {
      const wanted = new Set(countries.map((c) => c.toUpperCase()));
      if (limit <= 0 || wanted.size === 0) return [];
      return search(load(), query.trim(), wanted, limit).map((place) => ({ id: place.id, description: formatPlace(place) }));
    },
    async details(id): Promise<PlaceDetails | undefined> {
      const place = findPlace(load(), id);
      if (!place) return undefined;
      return { id: place.id, formatted_address: formatPlace(place), lat: place.lat, lng: place.lng, country: place.country };
    },
  };
}

/** "Beverly Hills, CA 90210, United States", "Toronto, ON M5V, Canada", "Springfield, IL, United States". */
function formatPlace(place: PostalPlace | CityPlace): string {
  const region = place.kind === "postal" ? `${place.region} ${place.code}` : place.region;
  return `${place.city}, ${region}, ${COUNTRY_NAMES[place.country]}`;
}

function search(index: GazetteerIndex, query: string, wanted: ReadonlySet<string>, limit: number): Array<PostalPlace | CityPlace> {
  const zip = US_ZIP.exec(query)?.[1] ?? CA_POSTAL.exec(query)?.[1];
  if (zip) return searchPostal(index.postal, zip.toUpperCase(), wanted, limit);

  const comma = query.indexOf(",");
  if (comma >= 0) return searchCities(index.cities, foldPlaceText(query.slice(0, comma)), foldPlaceText(query.slice(comma + 1)), wanted, limit);
  const folded = foldPlaceText(query);
  const found = searchCities(index.cities, folded, undefined, wanted, limit);
  // "springfield il": without a comma the last word may still be the state.
  const split = /^(.+) ([a-z]{2})$/.exec(folded);
  if (found.length || !split?.[1] || !split[2]) return found;
  return searchCities(index.cities, split[1], split[2], wanted, limit);
}

function findPlace(index: GazetteerIndex, id: string): PostalPlace | CityPlace | undefined {
  if (id.startsWith("city:")) return index.citiesById.get(id);
  const code = id.startsWith("zip:") ? id.slice(7) : "";
  const place = index.postal[firstAtOrAfter(index.postal, code)];
  return code && place?.id === id ? place : undefined;
}

/** Position of the first postal code not sorted before `code` (binary search). */
function firstAtOrAfter(postal: readonly PostalPlace[], code: string): number {
  let low = 0;
  let high = postal.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((postal[mid]?.code ?? "") < code) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Postal codes starting with `prefix`, in code order. */
function searchPostal(postal: readonly PostalPlace[], prefix: string, wanted: ReadonlySet<string>, limit: number): PostalPlace[] {
  const found: PostalPlace[] = [];
  for (let i = firstAtOrAfter(postal, prefix); i < postal.length && found.length < limit; i++) {
    const place = postal[i];
    if (!place?.code.startsWith(prefix)) break;
    if (wanted.has(place.country)) found.push(place);
  }
  return found;
}

/**
 * Cities whose name starts with `name`, then those with a later word starting with it; within
 * each, bigger places first, an exact name counting double ("springfield" prefers Springfield
 * to Springfield Gardens, "beverly" still shows Beverly Hills before the small Beverlys). With
 * `region`, only cities in a state or province whose abbreviation or name starts with it.
 */
function searchCities(cities: readonly CityPlace[], name: string, region: string | undefined, wanted: ReadonlySet<string>, limit: number): CityPlace[] {
  if (!name) return [];
  const matches: Array<{ city: CityPlace; tier: number; score: number }> = [];
  for (const city of cities) {
    if (!wanted.has(city.country)) continue;
    const tier = city.folded.startsWith(name) ? 0 : city.folded.includes(` ${name}`) ? 1 : -1;
    if (tier < 0) continue;
    if (region !== undefined && !city.regionNames.some((n) => n.startsWith(region))) continue;
    matches.push({ city, tier, score: city.folded === name ? city.size * 2 : city.size });
  }
  matches.sort((a, b) => a.tier - b.tier || b.score - a.score || a.city.folded.localeCompare(b.city.folded) || a.city.region.localeCompare(b.city.region));
  return matches.slice(0, limit).map((m) => m.city);
}
