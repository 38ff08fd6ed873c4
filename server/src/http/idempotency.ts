/**
 * `Idempotency-Key` on the open API's creating calls (a join, a booking). A key is a promise that
 * the same request sent again answers the appointment the first one made, not a way to read an
 * appointment: anyone who guessed or saw a key would otherwise get its client's confirm code,
 * name, email and phone by sending any body with it. So the key is stored with the SHA-256 of
 * its request (route, vendor and the validated body), and a repeat whose request differs is a
 * 422 `idempotency_key_reused` that says nothing of the first, as payment APIs answer. Keys are
 * unique per vendor: the same key at another vendor is another key.
 */
import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import * as v from "valibot";
import type { Database } from "../db/schema.js";
import { ApiError } from "./api-error.js";
import { parseWith } from "./validate.js";

const KEY_LENGTH = { min: 8, max: 200 };
const KEY_PATTERN = `^[\\x21-\\x7e]{${KEY_LENGTH.min},${KEY_LENGTH.max}}$`;

export const IdempotencyKeySchema = v.optional(
  v.pipe(v.string(), v.regex(new RegExp(KEY_PATTERN), `must be ${KEY_LENGTH.min} to ${KEY_LENGTH.max} visible ASCII characters`)),
);

/** The header as a route that honours it documents it (`schema.headers`), with the bounds checked above. */
export const IDEMPOTENCY_KEY_HEADERS = {
  type: "object",
  properties: {
    "Idempotency-Key": {
      type: "string",
      minLength: KEY_LENGTH.min,
      maxLength: KEY_LENGTH.max,
      pattern: KEY_PATTERN,
      description:
        "Makes retries safe: a repeat of the same request answers what the first made (200); the key with another request is 422 idempotency_key_reused",
    },
  },
};

/** A request's key and the hash of what it asks for. */
export interface IdempotencyKey {
  key: string;
  hash: string;
}

/** JSON with every object's keys sorted, so one request always gives one text (and one hash). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** SHA-256 (hex) of a request: its route, its vendor and its validated body. */
export function requestHash(route: string, vendorId: number, body: unknown): string {
  return createHash("sha256")
    .update(canonicalJson({ route, vendor: vendorId, body }))
    .digest("hex");
}

/**
 * The request's Idempotency-Key with its hash, or undefined when it sent none. `body` is the
 * validated body, so spacing the validation trims away does not make another request.
 */
export function idempotencyKeyOf(request: FastifyRequest, body: unknown): IdempotencyKey | undefined {
  const key = parseWith(IdempotencyKeySchema, request.headers["idempotency-key"]);
  if (key === undefined) return undefined;
  return { key, hash: requestHash(`${request.method} ${request.routeOptions.url ?? request.url}`, request.vendor.id, body) };
}

export const keyReused = () =>
  new ApiError(422, "idempotency_key_reused", "This Idempotency-Key was sent before with another request; send a new key for a new request");

/**
 * The id of the row an earlier request with this key created, undefined if none did; a key that
 * came with another request (or before hashes were kept) is a 422 `idempotency_key_reused`.
 */
export async function findRepeat(
  db: Kysely<Database>,
  table: "queue_appointments" | "appointments",
  vendorId: number,
  idempotency: IdempotencyKey,
): Promise<number | undefined> {
  const row = await db
    .selectFrom(table)
    .select(["id", "idempotency_hash"])
    .where("vendor_id", "=", vendorId)
    .where("idempotency_key", "=", idempotency.key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.idempotency_hash !== idempotency.hash) throw keyReused();
  return row.id;
}
