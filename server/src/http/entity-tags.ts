/**
 * `If-Match` and `If-None-Match` (RFC 9110, section 13.1): `*` or a list of entity tags.
 * If-Match compares strongly (a weak `W/"…"` tag never matches), If-None-Match weakly.
 */
import { ApiError } from "./api-error.js";

/** What a conditional header asks: any current version, or one of these tags. */
export type TagCondition = "*" | { tags: string[] };

const ENTITY_TAG = /^(W\/)?"[\x21\x23-\x7e\x80-\xff]*"$/;

/** Reads a conditional header; absent is `undefined`, a malformed one a 400. */
export function readTagCondition(name: "if-match" | "if-none-match", header: string | string[] | undefined): TagCondition | undefined {
  if (header === undefined) return undefined;
  const value = (Array.isArray(header) ? header.join(",") : header).trim();
  if (value === "*") return "*";
  // Entity tags hold no commas in practice (ours are base64url), so a list splits on them.
  const tags = value
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
  if (!tags.length || !tags.every((t) => ENTITY_TAG.test(t))) {
    throw new ApiError(400, "bad_request", `${name} must be * or entity tags in quotes, as the ETag header gave them`);
  }
  return { tags };
}

/** Whether a condition matches the current tag (`undefined`: nothing exists yet). */
export function tagMatches(condition: TagCondition, current: string | undefined, comparison: "strong" | "weak"): boolean {
  if (current === undefined) return false;
  if (condition === "*") return true;
  const opaque = (tag: string) => tag.replace(/^W\//, "");
  return condition.tags.some((tag) => (comparison === "strong" ? !tag.startsWith("W/") && tag === current : opaque(tag) === opaque(current)));
}
