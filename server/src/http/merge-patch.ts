/**
 * JSON Merge Patch (RFC 7396): an object patch sets the members it names, `null` removes one,
 * and anything else (an array, a string, a number) replaces the target whole — so a list is
 * always sent in full.
 */

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** The target with the patch applied; neither is modified. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const result: JsonObject = isObject(target) ? { ...target } : {};
  for (const [name, value] of Object.entries(patch)) {
    if (value === null) delete result[name];
    // Defined, not assigned, so a member named __proto__ stays a member (JSON.parse makes it one).
    else Object.defineProperty(result, name, { value: mergePatch(result[name], value), enumerable: true, writable: true, configurable: true });
  }
  return result;
}
