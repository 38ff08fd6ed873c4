/**
 * The phone field's country (spec section 5): the location's country by default, else the US,
 * with the preferred countries listed first. A national number (no `+`) is read as a number of
 * the location's country, so any other country needs the `+` and country code — except
 * between the US and Canada, which share +1 and one numbering plan.
 */

/** Countries offered in the phone field, after the location's own (spec section 9). */
export const PREFERRED_COUNTRIES = ["CA", "US"] as const;
const NORTH_AMERICAN_PLAN = new Set(["US", "CA"]);

export function defaultPhoneCountry(locationCountry: string): string {
  return /^[A-Z]{2}$/.test(locationCountry) ? locationCountry : "US";
}

/** The location's country first, then the preferred ones, without repeats. */
export function phoneCountries(locationCountry: string): string[] {
  return [...new Set([defaultPhoneCountry(locationCountry), ...PREFERRED_COUNTRIES])];
}

/** Whether a number of `country` must start with + (country "" stands for any other country). */
export function needsCountryCode(country: string, locationCountry: string): boolean {
  const home = defaultPhoneCountry(locationCountry);
  if (country === home) return false;
  return !(NORTH_AMERICAN_PLAN.has(country) && NORTH_AMERICAN_PLAN.has(home));
}
