/**
 * What a write changed in a vendor document, told in the 200 answer (`meta.changes`) so that a
 * PUT that leaves items out, and so deactivates them, is visible at once.
 */
import type { VendorDocument } from "#contract";
import type { Slice } from "../time/time-slices.js";
import { canonicalJson } from "./document-etag.js";

export const KEYED_LISTS = ["services", "locations", "questions", "staff", "cx_snippets"] as const;
export type KeyedList = (typeof KEYED_LISTS)[number];

/** Keys of one list: new ones, ones whose fields changed, and ones left out (deactivated; snippets deleted). */
export interface ListChanges {
  added: string[];
  changed: string[];
  removed: string[];
}

export type VendorDocumentChanges = {
  /** Top-level settings whose value changed (`theme`, `allowed_origins`, …). */
  settings: string[];
} & Record<KeyedList, ListChanges>;

/** `slice()` between items: a document of thousands gives other requests their turns. */
export async function diffVendorDocuments(before: VendorDocument | undefined, after: VendorDocument, slice: Slice): Promise<VendorDocumentChanges> {
  const lists = new Set<string>(KEYED_LISTS);
  const settingKeys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])].filter((k) => !lists.has(k));
  const setting = (doc: VendorDocument | undefined, key: string) => canonicalJson((doc as Record<string, unknown> | undefined)?.[key]);
  return {
    settings: before ? settingKeys.filter((k) => setting(before, k) !== setting(after, k)) : settingKeys,
    services: await diffList(before?.services ?? [], after.services, slice),
    locations: await diffList(before?.locations ?? [], after.locations, slice),
    questions: await diffList(before?.questions ?? [], after.questions, slice),
    staff: await diffList(before?.staff ?? [], after.staff, slice),
    cx_snippets: await diffList(before?.cx_snippets ?? [], after.cx_snippets, slice),
  };
}

/** Keys of a list whose items are as they were (neither added nor changed), whose rows need no write. */
export function unchangedKeys(changes: VendorDocumentChanges, list: KeyedList, after: readonly { key: string }[]): Set<string> {
  const touched = new Set([...changes[list].added, ...changes[list].changed]);
  return new Set(after.map((item) => item.key).filter((key) => !touched.has(key)));
}

export function isUnchanged(changes: VendorDocumentChanges): boolean {
  return !changes.settings.length && KEYED_LISTS.every((l) => !changes[l].added.length && !changes[l].changed.length && !changes[l].removed.length);
}

async function diffList(before: readonly { key: string }[], after: readonly { key: string }[], slice: Slice): Promise<ListChanges> {
  const old = new Map<string, string>();
  for (const item of before) {
    old.set(item.key, canonicalJson(item));
    await slice();
  }
  const kept = new Set(after.map((item) => item.key));
  const changes: ListChanges = { added: [], changed: [], removed: before.filter((item) => !kept.has(item.key)).map((item) => item.key) };
  for (const item of after) {
    const was = old.get(item.key);
    if (was === undefined) changes.added.push(item.key);
    else if (was !== canonicalJson(item)) changes.changed.push(item.key);
    await slice();
  }
  return changes;
}
