/**
 * PostgreSQL text cannot hold U+0000, SQLite can: a NUL that reached a query answered 500 on one
 * database and was stored on the other. One rule for every string a client sends, whatever its
 * field: a NUL is refused (422 `invalid_value`), never stripped, so both databases answer alike
 * and nothing is silently changed. `nulCharacters` names each place, keys included.
 */
import type { FieldError } from "./error-codes.js";

const NUL = "\u0000";

interface Place {
  value: unknown;
  key?: string | number;
  parent?: Place;
  /** A key with a NUL: the key itself is refused, its value is not looked into. */
  refusedKey?: boolean;
}

function pathOf(place: Place): string {
  const keys: (string | number)[] = [];
  for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".");
}

/**
 * Walked with a list, not recursion, and each place knows only its parent: a body may nest
 * thousands deep, which would overflow the stack or copy its path at every level.
 */
export function nulCharacters(input: unknown): FieldError[] {
  const errors: FieldError[] = [];
  // Every request body passes here and nearly none has a NUL: a walk that allocates no places
  // answers that first.
  if (!containsNul(input)) return errors;
  const pending: Place[] = [{ value: input }];
  for (let place = pending.pop(); place; place = pending.pop()) {
    const { value } = place;
    if (place.refusedKey || (typeof value === "string" && value.includes(NUL))) {
      errors.push({ field: pathOf(place), code: "invalid_value", message: "must not contain NUL characters" });
    } else if (value && typeof value === "object") {
      // Pushed last first, so they are taken (and reported) in the input's order.
      const children = Array.isArray(value) ? value.map((item, i) => [i, item] as const) : Object.entries(value);
      for (let i = children.length - 1; i >= 0; i--) {
        const [key, inner] = children[i] as readonly [string | number, unknown];
        pending.push({ value: inner, key, parent: place, refusedKey: typeof key === "string" && key.includes(NUL) });
      }
    }
  }
  return errors;
}

/** Whether any string or key of `input` holds a NUL; a list of values to visit, as above. */
function containsNul(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (value.includes(NUL)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value && typeof value === "object") {
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        if (key.includes(NUL)) return true;
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}
