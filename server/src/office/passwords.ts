/**
 * Back-office passwords, hashed with Node's scrypt (memory-hard: 32 MiB and a fraction of a
 * second each, on libuv's thread pool, so the event loop stays free) and a random salt per hash.
 * A hash records its parameters (`scrypt$N$r$p$salt$key`), so they can be raised later without
 * locking anyone out. Checking a sign-in for an email no one has costs the same as for one
 * someone has (`checkNobody`), so timing tells nothing about who has an account.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** scrypt needs 128 · N · r bytes; Node's default ceiling (32 MiB) is exactly that, so raise it a little. */
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function checkPassword(hash: string, password: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = hash.split("$");
  if (kind !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const given = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A hash nobody's password matches, made once: checked when no account has the email. */
let decoy: Promise<string> | undefined;

/** Spends the time of a password check, for an email no one has; always false. */
export async function checkNobody(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(24).toString("base64url"));
  await checkPassword(await decoy, password);
  return false;
}
