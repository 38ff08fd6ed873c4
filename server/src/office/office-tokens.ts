/**
 * Secrets the back office hands out — a session's cookie, a link's token — are 32 random bytes;
 * only their SHA-256 is stored, so a copy of the database signs nobody in.
 */
import { createHash, randomBytes } from "node:crypto";

export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function secretId(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
