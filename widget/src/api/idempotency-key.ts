/**
 * A fresh Idempotency-Key for one submit attempt: the API client's own retry (after a stale
 * CSRF token) resends the same key, so the server answers the first appointment instead of
 * creating a second one. randomUUID needs a secure context; getRandomValues does not.
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
