/**
 * Canonical JSON and the entity tag of a vendor document. Records (translations, features,
 * synonyms) keep the order they were written in, so two equal documents can differ in key order;
 * the canonical form sorts object keys, so equal documents compare, and tag, the same.
 */
import { createHash } from "node:crypto";

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
