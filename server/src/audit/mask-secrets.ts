/**
 * Secrets never reach the audit log: a vendor's reCAPTCHA secret, its invitation codes (each one
 * opens private locations) and any field named like a secret, token or password are written as
 * `MASKED_SECRET` when set, so a reader sees that they changed but not to what. An unset one
 * (null, "" or an empty list) stays as it is, so "was set, now cleared" still reads.
 */
import { MASKED_SECRET } from "#contract";

const SECRET_FIELDS = new Set(["google_recaptcha_secret", "invitation_codes"]);
const SECRET_NAME = /secret|token|password/i;

export function isSecretField(field: string): boolean {
  return SECRET_FIELDS.has(field) || SECRET_NAME.test(field);
}

const isUnset = (value: unknown) => value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** The value of `field` as the log may show it; objects and lists are masked member by member. */
export function maskSecrets(field: string, value: unknown): unknown {
  if (isSecretField(field)) return isUnset(value) ? value : MASKED_SECRET;
  if (Array.isArray(value)) return value.map((item) => maskSecrets("", item));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([member, inner]) => [member, maskSecrets(member, inner)]));
  }
  return value;
}
