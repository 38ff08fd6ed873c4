/**
 * Phone numbers on the server: read by the contract's rule (readPhone, the form's own: without
 * `+` a number is completed with the code of the location's country, US when unknown) and
 * formatted by libphonenumber, so numbers show the way people write them: national within the
 * location's country, international from anywhere else.
 */
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js";
import { readPhone, type FieldErrorCode } from "#contract";

export interface ParsedPhone {
  /** `+` and digits. */
  e164: string;
  /** National format when in the location's country, else international. */
  formatted: string;
}

/** The country national numbers belong to: the location's, or the US when it names none. */
export function phoneRegion(country: string): string {
  return /^[A-Z]{2}$/.test(country) ? country : "US";
}

export function parsePhone(input: string, country: string): { ok: true; phone: ParsedPhone | null } | { ok: false; code: FieldErrorCode } {
  const region = phoneRegion(country);
  const reading = readPhone(input, region);
  if (!reading.ok) return reading;
  // The spec's rule is the digit count; we do not refuse numbers libphonenumber thinks unassigned.
  return { ok: true, phone: reading.e164 ? { e164: reading.e164, formatted: formatPhone(reading.e164, region) } : null };
}

/**
 * "(312) 555-0122" for a number of `home` (a country code), "+44 20 7946 0958" for any other;
 * the number itself when libphonenumber cannot read it.
 */
function formatPhone(e164: string, home: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  // +1 is shared by the US, Canada and the Caribbean, told apart by the area code; other shared
  // codes (+44 with the Channel Islands, +7 with Kazakhstan) dial one national plan.
  const sameCountry =
    parsed.country === home || (parsed.countryCallingCode !== "1" && isSupportedCountry(home) && parsed.countryCallingCode === getCountryCallingCode(home));
  return sameCountry ? parsed.formatNational() : parsed.formatInternational();
}

/** International format for dial-in numbers, e.g. "+1 212 555 0100". */
export function formatInternational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
