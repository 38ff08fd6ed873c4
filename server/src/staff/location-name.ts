/** How staff views name a location. */
import type { LocationRow } from "../db/schema.js";

/** The display name of a location; a nameless one is known by its address. */
export function locationName(location: Pick<LocationRow, "name" | "address">): string {
  return location.name || location.address;
}
