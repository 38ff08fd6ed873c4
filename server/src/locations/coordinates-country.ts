/**
 * Whether a location's coordinates lie in its country, by the borders of
 * `@rapideditor/country-coder` (offline). Borders there are simplified and a branch may stand by
 * the water or on a border, so a point within about 5 km of the country counts as in it. Swapped
 * latitude and longitude are recognised and said so.
 */
import { iso1A2Codes } from "@rapideditor/country-coder";

/** About 5 km in latitude; enough for simplified borders and harbour fronts. */
const NEAR = 0.05;
const AROUND = [
  [0, 0],
  [NEAR, 0],
  [-NEAR, 0],
  [0, NEAR],
  [0, -NEAR],
  [NEAR, NEAR],
  [NEAR, -NEAR],
  [-NEAR, NEAR],
  [-NEAR, -NEAR],
] as const;

function near(lat: number, lng: number, country: string): boolean {
  return AROUND.some(([dLat, dLng]) => iso1A2Codes([lng + dLng, lat + dLat]).includes(country));
}

export type CoordinatesCheck = { ok: true } | { ok: false; message: string };

export function checkCoordinatesInCountry(lat: number, lng: number, country: string): CoordinatesCheck {
  if (near(lat, lng, country)) return { ok: true };
  if (Math.abs(lng) <= 90 && near(lng, lat, country)) {
    return { ok: false, message: `(${lat}, ${lng}) is not in ${country}, but (${lng}, ${lat}) is: latitude and longitude look swapped` };
  }
  const found = iso1A2Codes([lng, lat]).filter((code) => code.length === 2 && code !== "UN" && code !== "EU");
  const where = found.length ? `in ${found[0]}` : "outside any country";
  return { ok: false, message: `(${lat}, ${lng}) lies ${where}, not in ${country}: check the latitude, the longitude and the country` };
}
