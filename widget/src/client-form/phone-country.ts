/**
 * The phone field's country (spec section 5): the location's country by default, else the US,
 * with the preferred countries listed first. A national number (no `+`) is read as a number of
 * the chosen country and sent completed with its code (the contract's readPhone); "other
 * country" takes numbers with their `+` only.
 */

/** Countries offered in the phone field, after the location's own (spec section 9). */
export const PREFERRED_COUNTRIES = ["CA", "US"] as const;

export function defaultPhoneCountry(locationCountry: string): string {
  return /^[A-Z]{2}$/.test(locationCountry) ? locationCountry : "US";
}

/** The location's country first, then the preferred ones, without repeats. */
export function phoneCountries(locationCountry: string): string[] {
  return [...new Set([defaultPhoneCountry(locationCountry), ...PREFERRED_COUNTRIES])];
}
