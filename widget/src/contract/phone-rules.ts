/**
 * The phone rule of spec section 5, one for the form and the server: an optional `+` then 8 to
 * 15 digits; a number without `+` is a national number of the country chosen for it (the
 * location's on the server) and is completed with that country's code, or refused with
 * `phone_needs_country_code` when it cannot be one — before any request, with the same message.
 */
import type { FieldErrorCode } from "./error-codes.js";
import { NUMBERING_PLANS, nationalNumber } from "./numbering-plans.js";

const PHONE_PATTERN = /^\+?\d{8,15}$/;
const E164_MAX_DIGITS = 15;

/** Removes the separators people type in phone numbers: spaces, dots, dashes, brackets. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s().-]/g, "");
}

/** A number as `+` and digits ("" when none was given), or why it is refused. */
export type PhoneReading = { ok: true; e164: string } | { ok: false; code: FieldErrorCode };

/**
 * Reads a number typed for `country` (ISO 3166 alpha-2; "" for "another country", whose
 * numbers need their `+`): "2125550199" for the US is "+12125550199".
 */
export function readPhone(value: string, country: string): PhoneReading {
  const phone = normalizePhone(value);
  if (!phone) return { ok: true, e164: "" };
  if (!PHONE_PATTERN.test(phone)) return { ok: false, code: "phone_invalid" };
  if (phone.startsWith("+")) return { ok: true, e164: phone };
  const plan = NUMBERING_PLANS[country];
  const national = plan ? nationalNumber(phone, plan) : null;
  if (!plan || !national || plan.code.length + national.length > E164_MAX_DIGITS) return { ok: false, code: "phone_needs_country_code" };
  return { ok: true, e164: `+${plan.code}${national}` };
}

/** The field code of `readPhone`, or null when the number (or its absence) passes. */
export function checkPhone(value: string, country: string): FieldErrorCode | null {
  const reading = readPhone(value, country);
  return reading.ok ? null : reading.code;
}
