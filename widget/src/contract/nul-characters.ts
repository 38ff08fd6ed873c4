/**
 * PostgreSQL text cannot hold U+0000, SQLite can: a NUL that reached a query answered 500 on one
 * database and was stored on the other. One rule for every string a client sends, whatever its
 * field: a NUL is refused (422 `invalid_value`), never stripped, so both databases answer alike
 * and nothing is silently changed. `nulCharacters` names each place, keys included.
 */
import type { FieldError } from "./error-codes.js";

const NUL = "\u0000";

export function nulCharacters(input: unknown, path: (string | number)[] = []): FieldError[] {
  const here = (): FieldError => ({ field: path.join("."), code: "invalid_value", message: "must not contain NUL characters" });
  if (typeof input === "string") return input.includes(NUL) ? [here()] : [];
  if (Array.isArray(input)) return input.flatMap((item, i) => nulCharacters(item, [...path, i]));
  if (input && typeof input === "object") {
    return Object.entries(input).flatMap(([key, value]) =>
      key.includes(NUL) ? [{ ...here(), field: [...path, key].join(".") }] : nulCharacters(value, [...path, key]),
    );
  }
  return [];
}
