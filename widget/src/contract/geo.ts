/** Distances for the location picker: miles for US locations, kilometres elsewhere (spec 9). */

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;

export type DistanceUnit = "mi" | "km";

export interface LatLng {
  lat: number;
  lng: number;
}

export function unitForCountry(country: string): DistanceUnit {
  return country.toUpperCase() === "US" ? "mi" : "km";
}

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Distance from the searched point to a location in the location's unit, rounded to one
 * decimal as shown, and whether it lies within the vendor's search radius (same unit).
 */
export function distanceTo(from: LatLng, location: LatLng & { country: string }, radius: number): { distance: number; unit: DistanceUnit; within: boolean } {
  const unit = unitForCountry(location.country);
  const km = distanceKm(from, location);
  const value = unit === "mi" ? km / KM_PER_MILE : km;
  return { distance: Math.round(value * 10) / 10, unit, within: value <= radius };
}
