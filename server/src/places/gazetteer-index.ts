/**
 * The in-memory index behind the gazetteer provider, built from the US and Canada gazetteer of
 * the `zipcodes` package: one entry per postal code (US ZIP or Canadian forward sortation
 * area) and one per city, which aggregates the postal codes of a city in one state or province.
 */
import { createRequire } from "node:module";
import { canadianLocality, cityOfDistrict, downtownCity } from "./canadian-place-names.js";
import { CANADIAN_PROVINCES, provinceAbbreviation } from "./canadian-provinces.js";
import { foldPlaceText } from "./place-search-text.js";

/** What we use of the untyped `zipcodes` package. */
interface ZipcodesModule {
  codes: Record<string, { zip: string; latitude: number | null; longitude: number | null; city: string; state: string; country: string }>;
  /** Upper-case state name → postal abbreviation. */
  states: { full: Record<string, string> };
}

export type GazetteerCountry = "US" | "CA";

interface GazetteerPlace {
  id: string;
  country: GazetteerCountry;
  /** City name for display. */
  city: string;
  /** State or province postal abbreviation. */
  region: string;
  lat: number;
  lng: number;
}

export interface PostalPlace extends GazetteerPlace {
  kind: "postal";
  /** "90210" or, in Canada, the forward sortation area "M5V". */
  code: string;
}

export interface CityPlace extends GazetteerPlace {
  kind: "city";
  /** The city name in `foldPlaceText` form. */
  folded: string;
  /** Folded names of the state or province (abbreviation and full name), for "City, ST" queries. */
  regionNames: readonly string[];
  /** How big the place is, for ranking: postal codes weighted to be comparable across countries. */
  size: number;
}

export interface GazetteerIndex {
  /** Sorted by code, for prefix search by binary search. */
  postal: readonly PostalPlace[];
  cities: readonly CityPlace[];
  citiesById: ReadonlyMap<string, CityPlace>;
}

// A Canadian forward sortation area serves about three times as many people as a US ZIP code
// (≈25,000 against ≈7,800), so a city's size counts each of its areas three times.
const POSTAL_CODE_WEIGHT: Record<GazetteerCountry, number> = { US: 1, CA: 3 };

function postalPlace(country: GazetteerCountry, code: string, city: string, region: string, lat: number, lng: number): PostalPlace {
  return { kind: "postal", id: `zip:${country}:${code}`, country, code, city, region, lat, lng };
}

/** Reads the package's rows, dropping those without usable coordinates or place name. */
function readPostalPlaces(codes: ZipcodesModule["codes"]): PostalPlace[] {
  const rows: PostalPlace[] = [];
  for (const entry of Object.values(codes)) {
    const { latitude: lat, longitude: lng } = entry;
    // A few Canadian rows lost a column (latitude null) and overseas military ZIPs sit at 0,0.
    if (typeof lat !== "number" || typeof lng !== "number" || !Number.isFinite(lat) || !Number.isFinite(lng) || (lat === 0 && lng === 0)) continue;
    if (entry.country === "US") {
      // "Mckeesport" → "McKeesport"; tested first because this runs for 42,000 rows.
      const city = entry.city.startsWith("Mc") ? entry.city.replace(/^Mc(\p{Ll})/u, (_, letter: string) => `Mc${letter.toUpperCase()}`) : entry.city;
      rows.push(postalPlace("US", entry.zip, city, entry.state, lat, lng));
    } else {
      const city = canadianLocality(entry.city, entry.zip);
      const region = provinceAbbreviation(entry.state, entry.zip);
      if (city && region) rows.push(postalPlace("CA", entry.zip.toUpperCase(), city, region, lat, lng));
    }
  }
  // Second pass: "East Toronto" and "Downtown Toronto" are Toronto.
  const downtowns = new Set<string>();
  for (const row of rows) {
    const city = row.country === "CA" ? downtownCity(row.city) : undefined;
    if (city) downtowns.add(`${row.region}:${city}`);
  }
  for (const row of rows) {
    if (row.country === "CA") row.city = cityOfDistrict(row.city, (city) => downtowns.has(`${row.region}:${city}`));
  }
  return rows;
}

/** Folded abbreviation and name of each state or province, computed once per region. */
function regionNameLookup(zipcodes: ZipcodesModule): (country: GazetteerCountry, region: string) => string[] {
  const usNames = new Map<string, string>();
  for (const [name, abbr] of Object.entries(zipcodes.states.full)) if (!usNames.has(abbr)) usNames.set(abbr, name);
  const memo = new Map<string, string[]>();
  return (country, region) => {
    const key = `${country}:${region}`;
    let names = memo.get(key);
    if (!names) {
      const name = country === "CA" ? CANADIAN_PROVINCES[region] : usNames.get(region);
      names = [foldPlaceText(region), ...(name ? [foldPlaceText(name)] : [])];
      memo.set(key, names);
    }
    return names;
  };
}

/** Loads the gazetteer and builds the index; a few hundred milliseconds, so done on first use. */
export function buildGazetteerIndex(): GazetteerIndex {
  // Loaded here rather than imported: the data is several megabytes the server needs only
  // once someone searches.
  const zipcodes = createRequire(import.meta.url)("zipcodes") as ZipcodesModule;
  const postal = readPostalPlaces(zipcodes.codes).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const cities = aggregateCities(postal, regionNameLookup(zipcodes));
  return { postal, cities, citiesById: new Map(cities.map((c) => [c.id, c])) };
}

/** One entry per city name in a state or province, at the centroid of its postal codes. */
function aggregateCities(rows: readonly PostalPlace[], regionNames: (country: GazetteerCountry, region: string) => string[]): CityPlace[] {
  // Many ZIP codes share a city name; fold each name once.
  const folds = new Map<string, { folded: string; slug: string }>();
  const groups = new Map<string, { first: PostalPlace; folded: string; count: number; latSum: number; lngSum: number }>();
  for (const row of rows) {
    // Unique ZIP codes of firms ("Shell Oil Box 150") are not cities.
    if (/\d/.test(row.city)) continue;
    let fold = folds.get(row.city);
    if (!fold) {
      const folded = foldPlaceText(row.city);
      fold = { folded, slug: folded.replaceAll(" ", "-") };
      folds.set(row.city, fold);
    }
    const { folded } = fold;
    const id = `city:${row.country}:${row.region}:${fold.slug}`;
    const group = groups.get(id);
    if (group) {
      group.count += 1;
      group.latSum += row.lat;
      group.lngSum += row.lng;
    } else {
      groups.set(id, { first: row, folded, count: 1, latSum: row.lat, lngSum: row.lng });
    }
  }
  return Array.from(
    groups,
    ([id, g]): CityPlace => ({
      kind: "city",
      id,
      country: g.first.country,
      city: g.first.city,
      region: g.first.region,
      folded: g.folded,
      regionNames: regionNames(g.first.country, g.first.region),
      size: g.count * POSTAL_CODE_WEIGHT[g.first.country],
      lat: round(g.latSum / g.count),
      lng: round(g.lngSum / g.count),
    }),
  );
}

/** Centroids to 4 decimals (≈10 m), the precision of the source. */
function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
