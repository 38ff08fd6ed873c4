/**
 * Where and when each location is, beyond what the schema can see: a time zone the server can
 * compute with under its canonical name, and coordinates inside the location's country. A wrong
 * one is refused when the document is saved, not discovered by clients (a zone the server does
 * not know took a vendor's whole location list down). A zone of another country is allowed but
 * warned about: it is a neighbour's clock, an hour off at times.
 */
import type { DocumentWarning, FieldError, VendorDocument } from "#contract";
import { checkCoordinatesInCountry } from "../locations/coordinates-country.js";
import { checkTimeZoneName, countryZonesLike, zoneOfCountry } from "../locations/time-zone-names.js";
import type { Slice } from "../time/time-slices.js";

/** `slice()` after each location: thousands of border lookups give other requests their turns. */
export async function checkVendorPlaces(doc: VendorDocument, slice: Slice): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const [l, location] of doc.locations.entries()) {
    const zone = checkTimeZoneName(location.timezone);
    if (!zone.ok) errors.push({ field: `locations.${l}.timezone`, code: "invalid_value", message: zone.message });
    const { lat, lng } = location.coordinates;
    const place = checkCoordinatesInCountry(lat, lng, location.country);
    if (!place.ok) errors.push({ field: `locations.${l}.coordinates`, code: "invalid_value", message: place.message });
    await slice();
  }
  return errors;
}

/** `year`: whose offsets suggest the zone meant (the current one). */
export function vendorPlaceWarnings(doc: VendorDocument, year: number): DocumentWarning[] {
  const warnings: DocumentWarning[] = [];
  doc.locations.forEach((location, l) => {
    if (zoneOfCountry(location.timezone, location.country) !== false) return;
    const like = countryZonesLike(location.timezone, location.country, year).join(" or ");
    warnings.push({
      field: `locations.${l}.timezone`,
      code: "time_zone_outside_country",
      message: `${location.timezone} is not a time zone of ${location.country}: ${location.key} keeps another country's clock (did you mean ${like}?)`,
    });
  });
  return warnings;
}
