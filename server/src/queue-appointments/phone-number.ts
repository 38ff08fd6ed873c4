/**
 * Reads a phone number the way the form does: an optional `+` then 8 to 15 digits; without `+`
 * it is a national number of the location's country (US when unknown). Formatting is
 * libphonenumber's, so numbers show the way people write them locally.
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import { checkPhone, normalizePhone, type FieldErrorCode } from "../../../widget/src/contract/index.js";

export interface ParsedPhone {
  /** `+` and digits. */
  e164: string;
  /** National format when in the location's country, else international. */
  formatted: string;
}

export function parsePhone(input: string, country: string): { ok: true; phone: ParsedPhone | null } | { ok: false; code: FieldErrorCode } {
  const raw = normalizePhone(input);
  if (!raw) return { ok: true, phone: null };
  const shape = checkPhone(raw);
  if (shape) return { ok: false, code: shape };
  const region = (/^[A-Z]{2}$/.test(country) ? country : "US") as CountryCode;
  const parsed = parsePhoneNumberFromString(raw, region);
  if (raw.startsWith("+")) {
    // The spec's rule is the digit count; we do not refuse numbers libphonenumber thinks unassigned.
    const formatted = parsed ? (parsed.country === region ? parsed.formatNational() : parsed.formatInternational()) : raw;
    return { ok: true, phone: { e164: raw, formatted } };
  }
  // Without a country code the number must make sense in the location's country.
  if (!parsed || !parsed.isPossible() || !plausibleNational(parsed.nationalNumber, region)) {
    return { ok: false, code: "phone_needs_country_code" };
  }
  return { ok: true, phone: { e164: parsed.number, formatted: parsed.formatNational() } };
}

const NANP = new Set(["US", "CA"]);

/**
 * A light check beyond length: North American numbers have an area code and exchange that do
 * not start with 0 or 1 (so "0612345678", a French mobile, is not taken for a US number).
 * We avoid libphonenumber's isValid, which refuses the 555 numbers used in demos and tests.
 */
function plausibleNational(national: string, region: string): boolean {
  return !NANP.has(region) || /^[2-9]\d{2}[2-9]\d{6}$/.test(national);
}

/** International format for dial-in numbers, e.g. "+1 212 555 0100". */
export function formatInternational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
