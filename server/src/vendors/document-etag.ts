/**
 * Canonical JSON and the entity tag of a vendor document. Records (translations, features,
 * synonyms) keep the order they were written in, so two equal documents can differ in key order;
 * the canonical form sorts object keys, so equal documents compare, and tag, the same.
 */
import { createHash } from "node:crypto";
import type { Slice } from "../time/time-slices.js";

/** JSON with every object's keys sorted; `undefined` members are left out, as JSON.stringify does. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) =>
    member && typeof member === "object" && !Array.isArray(member)
      ? Object.fromEntries(Object.entries(member).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : member,
  );
}

/** A strong entity tag (quotes included) of a document: its canonical JSON's SHA-256. */
export function documentEtag(document: unknown): string {
  return `"${createHash("sha256").update(canonicalJson(document)).digest("base64url")}"`;
}

/**
 * The same tag as `documentEtag`, the canonical JSON hashed piece by piece — each top-level
 * member, each item of a list — with `slice()` between pieces, so a document of thousands of
 * items never holds the event loop for long.
 */
export async function documentEtagSliced(document: Record<string, unknown>, slice: Slice): Promise<string> {
  const hash = createHash("sha256");
  const keys = Object.keys(document)
    .filter((key) => document[key] !== undefined)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  hash.update("{");
  for (const [k, key] of keys.entries()) {
    hash.update(`${k ? "," : ""}${JSON.stringify(key)}:`);
    const member = document[key];
    if (!Array.isArray(member)) {
      hash.update(canonicalJson(member));
      continue;
    }
    hash.update("[");
    for (const [i, item] of member.entries()) {
      // JSON.stringify writes null for an undefined array member; canonicalJson(undefined) is undefined.
      hash.update(`${i ? "," : ""}${canonicalJson(item) ?? "null"}`);
      await slice();
    }
    hash.update("]");
  }
  hash.update("}");
  return `"${hash.digest("base64url")}"`;
}

/**
 * `JSON.stringify(document)`, written a top-level member and a list item at a time with
 * `slice()` between items: the same text, without holding the event loop for a large document.
 */
export async function documentJsonSliced(document: Record<string, unknown>, slice: Slice): Promise<string> {
  const parts: string[] = [];
  for (const [key, member] of Object.entries(document)) {
    if (member === undefined) continue;
    const prefix = `${parts.length ? "," : ""}${JSON.stringify(key)}:`;
    if (!Array.isArray(member)) {
      parts.push(prefix + JSON.stringify(member));
      continue;
    }
    const items: string[] = [];
    for (const item of member) {
      items.push(JSON.stringify(item) ?? "null");
      await slice();
    }
    parts.push(`${prefix}[${items.join(",")}]`);
  }
  return `{${parts.join("")}}`;
}
