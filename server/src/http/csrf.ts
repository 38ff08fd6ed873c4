/**
 * CSRF tokens without cookies, so they work inside third-party pages: an HMAC-signed
 * `{vendor, expiry}` that every state-changing open call must echo in `X-CSRF-Token`.
 */
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from "node:crypto";

export const CSRF_TTL_MS = 4 * 60 * 60 * 1000;

/** The secret as a key, made once: every write checks a token, and a string key is imported each time. */
let key: { secret: string; object: KeyObject } | undefined;

function sign(secret: string, payload: string): string {
  if (key?.secret !== secret) key = { secret, object: createSecretKey(Buffer.from(secret, "utf8")) };
  return createHmac("sha256", key.object).update(payload).digest("base64url");
}

export function issueCsrfToken(secret: string, vendorSlug: string, now: Date): string {
  const payload = Buffer.from(JSON.stringify({ v: vendorSlug, e: now.getTime() + CSRF_TTL_MS })).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

export function verifyCsrfToken(secret: string, token: string, vendorSlug: string, now: Date): boolean {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { v?: unknown; e?: unknown };
    return claims.v === vendorSlug && typeof claims.e === "number" && claims.e > now.getTime();
  } catch {
    return false;
  }
}
