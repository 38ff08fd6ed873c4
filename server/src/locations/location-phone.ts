/**
 * A location's phone number as the open API shows it: `+` and digits for `tel:` links, and
 * formatted for people — national within the location's country, international otherwise
 * (the rule of a client's own number). The vendor document may hold it written any way.
 */
import type { LocationRow } from "../db/schema.js";
import { parsePhone } from "../queue-appointments/phone-number.js";

export interface LocationPhone {
  /** E.164 when the stored number reads as one; else as stored. */
  phone: string;
  /** "(312) 555-0122"; as stored when it does not read as a number. */
  phone_formatted: string;
}

/**
 * Kept per row: a list answers up to a thousand locations and libphonenumber takes some 100 µs
 * a number. Rows come from the configuration cache, so a changed row is a new key.
 */
const phoneByRow = new WeakMap<LocationRow, LocationPhone>();

export function locationPhone(row: LocationRow): LocationPhone {
  const kept = phoneByRow.get(row);
  if (kept) return kept;
  const parsed = parsePhone(row.phone, row.country);
  const value =
    parsed.ok && parsed.phone ? { phone: parsed.phone.e164, phone_formatted: parsed.phone.formatted } : { phone: row.phone, phone_formatted: row.phone };
  phoneByRow.set(row, value);
  return value;
}
