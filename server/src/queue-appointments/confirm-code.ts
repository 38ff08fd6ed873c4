/**
 * Confirm codes: what a client presents, with the appointment id, to see or change it.
 * Eight characters without look-alikes (no 0/O, 1/I), about 40 bits: guessing one for a
 * known id through a rate-limited API is hopeless.
 */
import { randomInt, timingSafeEqual } from "node:crypto";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function newConfirmCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Case-insensitive, constant-time comparison. */
export function confirmCodeMatches(stored: string, given: string): boolean {
  const a = Buffer.from(stored.toUpperCase());
  const b = Buffer.from(given.trim().toUpperCase());
  return a.length === b.length && timingSafeEqual(a, b);
}
