/**
 * What a write changed in a vendor document, field by field, for the audit log: a readable path,
 * the value before and after. Items of a list with keys are named by their key
 * (`locations[key=main].name`), not their place, so moving an item is no change at all and adding
 * one is one change (before null) rather than a shift of every item after it. Lists without keys
 * (`allowed_origins`, a location's hours) are one value each. Secrets are masked. A very large
 * write (a CSV file of a thousand branches) keeps its first `MAX_LISTED_CHANGES` changes and
 * counts the rest.
 */
import type { DocumentChange } from "#contract";
import type { Slice } from "../time/time-slices.js";
import { canonicalJson } from "../vendors/document-etag.js";
import { maskSecrets } from "./mask-secrets.js";

export const MAX_LISTED_CHANGES = 200;

export interface DocumentDiff {
  changes: DocumentChange[];
  /** Changes found beyond the listed ones. */
  more: number;
}

type Plain = Record<string, unknown>;
type Keyed = Plain & { key: string };

const isPlain = (value: unknown): value is Plain => typeof value === "object" && value !== null && !Array.isArray(value);
const isKeyed = (value: unknown): value is Keyed => isPlain(value) && typeof value.key === "string";
/** A list whose items are all named by a key (and is not empty on both sides). */
const keyedLists = (a: unknown, b: unknown): [Keyed[], Keyed[]] | undefined =>
  Array.isArray(a) && Array.isArray(b) && a.length + b.length > 0 && a.every(isKeyed) && b.every(isKeyed) ? [a, b] : undefined;

/** `theme.primary`, `synonyms["fr-CA"]`, `locations[key=main]`. */
export function pathOf(parent: string, member: string): string {
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(member)) return parent ? `${parent}.${member}` : member;
  return `${parent}[${JSON.stringify(member)}]`;
}

export async function diffDocuments(before: unknown, after: unknown, slice: Slice): Promise<DocumentDiff> {
  const diff: DocumentDiff = { changes: [], more: 0 };
  const note = (path: string, field: string, was: unknown, now: unknown) => {
    if (diff.changes.length >= MAX_LISTED_CHANGES) diff.more += 1;
    else diff.changes.push({ path, before: maskSecrets(field, was ?? null), after: maskSecrets(field, now ?? null) });
  };

  // Values are compared where they are noted, not before walking into them: comparing a whole
  // document of thousands of items at once would hold the event loop.
  async function walk(path: string, field: string, was: unknown, now: unknown): Promise<void> {
    if (isPlain(was) && isPlain(now)) {
      for (const member of new Set([...Object.keys(was), ...Object.keys(now)])) {
        await walk(pathOf(path, member), member, was[member], now[member]);
      }
      return;
    }
    const lists = keyedLists(was, now);
    if (!lists) {
      if (canonicalJson(was ?? null) !== canonicalJson(now ?? null)) note(path, field, was, now);
      return;
    }
    const old = new Map(lists[0].map((item) => [item.key, item]));
    const kept = new Set(lists[1].map((item) => item.key));
    for (const item of lists[1]) {
      await walk(`${path}[key=${item.key}]`, "", old.get(item.key), item);
      await slice();
    }
    for (const item of lists[0]) {
      if (!kept.has(item.key)) note(`${path}[key=${item.key}]`, "", item, null);
      await slice();
    }
  }

  await walk("", "", before, after);
  return diff;
}
