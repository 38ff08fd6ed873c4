/**
 * The validation rules of spec section 5, as pure functions shared by the form and the server.
 * Each returns the failing field code, or null when the value passes.
 */
import type { FieldErrorCode } from "./error-codes.js";

/** Letters of any script, combining marks, spaces and hyphens. Apostrophes are common in
 * names (O'Brien) but the spec allows only letters, spaces and hyphens, so we follow it. */
const NAME_PATTERN = /^[\p{L}\p{M}\s-]*$/u;
const PHONE_PATTERN = /^\+?\d{8,15}$/;
/** Pragmatic address check: one @, no spaces, a dot in the domain. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /\b(?:https?:\/\/|www\.)\S+/i;

export const MAX_NAME_LENGTH = 100;
export const MAX_NOTES_LENGTH = 2000;
export const MAX_EMAIL_LENGTH = 254;

export function checkName(value: string, required: boolean): FieldErrorCode | null {
  const trimmed = value.trim();
  if (!trimmed) return required ? "required" : null;
  if (trimmed.length > MAX_NAME_LENGTH) return "too_long";
  return NAME_PATTERN.test(trimmed) ? null : "name_invalid";
}

/** Removes the separators people type in phone numbers: spaces, dots, dashes, brackets. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s().-]/g, "");
}

/**
 * An optional `+` then 8 to 15 digits. With `needsCountryCode` (numbers from countries other
 * than the location's) the `+` is mandatory.
 */
export function checkPhone(value: string, needsCountryCode = false): FieldErrorCode | null {
  const phone = normalizePhone(value);
  if (!phone) return null;
  if (!PHONE_PATTERN.test(phone)) return "phone_invalid";
  if (needsCountryCode && !phone.startsWith("+")) return "phone_needs_country_code";
  return null;
}

/** Spaces are stripped from emails before anything else (spec section 3). */
export function normalizeEmail(value: string): string {
  return value.replace(/\s+/g, "");
}

export function checkEmail(value: string): FieldErrorCode | null {
  const email = normalizeEmail(value);
  if (!email) return null;
  if (email.length > MAX_EMAIL_LENGTH) return "too_long";
  return EMAIL_PATTERN.test(email) ? null : "email_invalid";
}

/** Either a phone number or an email must be given. */
export function checkContact(phone: string, email: string): FieldErrorCode | null {
  return normalizePhone(phone) || normalizeEmail(email) ? null : "contact_required";
}

/**
 * Notes with 8 or more consecutive digits once everything but letters and digits is removed
 * (so "1234 5678" counts) are refused: they are usually card or account numbers.
 */
export function hasEightConsecutiveDigits(value: string): boolean {
  return /\d{8,}/.test(value.replace(/[^\p{L}\p{N}]/gu, ""));
}

export function checkNotes(value: string, digitRule: boolean): FieldErrorCode | null {
  if (value.length > MAX_NOTES_LENGTH) return "too_long";
  if (digitRule && hasEightConsecutiveDigits(value)) return "notes_digits";
  return null;
}

/** The not-url rule: free text must not carry links. */
export function checkNotUrl(value: string): FieldErrorCode | null {
  return URL_PATTERN.test(value) ? "not_url" : null;
}

/** The required-checkbox rule: passes when at least one value is true. */
export function checkRequiredCheckbox(values: readonly boolean[]): FieldErrorCode | null {
  return values.some(Boolean) ? null : "checkbox_required";
}

/** A feedback rating: half steps from 0.5 to 5. */
export function checkRating(value: number): FieldErrorCode | null {
  return Number.isFinite(value) && value >= 0.5 && value <= 5 && Number.isInteger(value * 2)
    ? null
    : "rating_invalid";
}
