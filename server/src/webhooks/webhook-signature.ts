/**
 * Signing to the Standard Webhooks specification: each secret is `whsec_` and the base64 of its
 * key; a signature is `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`.
 * During a secret rotation the header carries one signature per secret, separated by spaces, so
 * a receiver that still has the old secret and one that has the new both verify.
 */
import { createHmac, randomBytes } from "node:crypto";

const PREFIX = "whsec_";

/** A new secret: 32 random bytes (the spec asks 24 to 64). */
export function newWebhookSecret(): string {
  return PREFIX + randomBytes(32).toString("base64");
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, "base64");
}

/** The `webhook-signature` header's value for a message signed with each of `secrets`. */
export function webhookSignature(secrets: readonly string[], messageId: string, timestampSeconds: number, body: string): string {
  const signed = `${messageId}.${timestampSeconds}.${body}`;
  return secrets.map((secret) => `v1,${createHmac("sha256", keyOf(secret)).update(signed).digest("base64")}`).join(" ");
}
