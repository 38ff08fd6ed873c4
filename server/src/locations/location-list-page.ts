/**
 * Which of a vendor's public locations one page of the picker's list holds: those whose name or
 * address holds every typed word (case and accents ignored), within the vendor's radius of a
 * searched point and nearest first when there is one, else in the vendor's order; then the page.
 * Pure and in memory: the rows and their translations come from the configuration cache, and
 * matching 1,000 of them takes well under a millisecond.
 */
import { distanceKm, distanceTo, type LatLng } from "#contract";
import type { LocationRow } from "../db/schema.js";
import { pick, type TranslatedFields } from "../i18n/translations.js";
import { joinAddress } from "./location-view.js";

export interface LocationPageQuery {
  from?: LatLng;
  /** Typed words; empty or missing matches every location. */
  q?: string;
  limit: number;
  offset: number;
  /** The vendor's search radius, in each location's unit (miles in the US, km elsewhere). */
  radius: number;
}

export interface LocationPage {
  rows: LocationRow[];
  /** Matches in all pages. */
  total: number;
}

/** Lower case without accents, so "cafe" finds "Café" and "ST" finds "Street". */
export function foldForSearch(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

export function locationPage(rows: readonly LocationRow[], translations: TranslatedFields, query: LocationPageQuery): LocationPage {
  const words = foldForSearch(query.q ?? "")
    .split(/\s+/)
    .filter(Boolean);
  let matches = words.length
    ? rows.filter((row) => {
        const text = searchText(row, translations);
        return words.every((word) => text.includes(word));
      })
    : [...rows];
  const { from } = query;
  if (from) {
    const km = new Map(matches.map((row) => [row.id, distanceKm(from, { lat: row.latitude, lng: row.longitude })]));
    matches = matches
      .filter((row) => distanceTo(from, { lat: row.latitude, lng: row.longitude, country: row.country }, query.radius).within)
      // Stable: equally far locations keep the vendor's order.
      .sort((a, b) => (km.get(a.id) ?? 0) - (km.get(b.id) ?? 0));
  }
  return { rows: matches.slice(query.offset, query.offset + query.limit), total: matches.length };
}

/** The name and address a client reads in the list, folded. */
function searchText(row: LocationRow, translations: TranslatedFields): string {
  const translated = translations.get(row.id);
  const address = joinAddress({ ...row, address: pick(translated, "address", row.address) });
  return foldForSearch(`${pick(translated, "name", row.name)} ${address}`);
}
