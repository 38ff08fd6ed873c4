/**
 * The validation rules of spec section 5, as pure functions shared by the form and the server
 * (the phone rule is phone-rules.ts).
 * Each returns the failing field code, or null when the value passes.
 */
import type { FieldErrorCode } from "./error-codes.js";
import { checkNotUrl } from "./not-url-rule.js";
import { normalizePhone } from "./phone-rules.js";

/** Letters of any script, combining marks, spaces and hyphens. Apostrophes are common in
 * names (O'Brien) but the spec allows only letters, spaces and hyphens, so we follow it. */
const NAME_PATTERN = /^[\p{L}\p{M}\s-]*$/u;
/** Pragmatic address check: one @, no spaces, a dot in the domain. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MAX_NAME_LENGTH = 100;
export const MAX_NOTES_LENGTH = 2000;
export const MAX_EMAIL_LENGTH = 254;

export function checkName(value: string, required: boolean): FieldErrorCode | null {
  const trimmed = value.trim();
  if (!trimmed) return required ? "required" : null;
  if (trimmed.length > MAX_NAME_LENGTH) return "too_long";
  // A link would fail the letters rule too; saying "no links" tells the sender what was wrong.
  return checkNotUrl(trimmed) ?? (NAME_PATTERN.test(trimmed) ? null : "name_invalid");
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
  return checkNotUrl(value);
}

/** The required-checkbox rule: passes when at least one value is true. */
export function checkRequiredCheckbox(values: readonly boolean[]): FieldErrorCode | null {
  return values.some(Boolean) ? null : "checkbox_required";
}

/** A feedback rating: half steps from 0.5 to 5. */
export function checkRating(value: number): FieldErrorCode | null {
  return Number.isFinite(value) && value >= 0.5 && value <= 5 && Number.isInteger(value * 2) ? null : "rating_invalid";
}
