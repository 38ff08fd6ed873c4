/**
 * Row helpers shared by the parts of a vendor document: items matched by key (kept, updated,
 * deactivated) and their translations. New rows go in together, many a statement, and the event
 * loop gets a turn between statements (`slice`): a vendor of thousands of locations is written in
 * a second or two without holding every other request meanwhile.
 */
import type { Transaction } from "kysely";
import type { Database, TranslationsTable } from "../db/schema.js";
import type { Slice } from "../time/time-slices.js";

export type Tx = Transaction<Database>;

/**
 * Rows a statement writes at most: under SQLite's bound-parameter limit with the widest table
 * (locations, about 30 columns), and few enough that one statement is a short slice.
 */
export const ROWS_PER_STATEMENT = 100;
/** Ids in one `in (…)` list at most, for the same limit. */
export const IDS_PER_STATEMENT = 500;

/** Splits a list into pieces of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const pieces: T[][] = [];
  for (let i = 0; i < items.length; i += size) pieces.push(items.slice(i, i + size));
  return pieces;
}

/** Rows of a keyed list after an upsert: every listed key's id, and the ids actually written. */
export interface UpsertedRows {
  ids: Map<string, number>;
  /** Keys and ids of the rows inserted or updated: their dependent rows (translations, links) are rewritten too. */
  written: Map<string, number>;
}

/**
 * Inserts or updates rows by key; deactivates the keys not listed. Keys in `unchanged` (items
 * equal to the previous document's) are left alone when their row exists. `onInsert` holds
 * columns written only for a new row (such as `created_at`).
 */
export async function upsertByKey<T extends "services" | "locations" | "questions" | "staff_users">(
  tx: Tx,
  table: T,
  vendorId: number,
  items: readonly { key: string; values: Record<string, unknown> }[],
  unchanged: ReadonlySet<string>,
  slice: Slice,
  onInsert: Record<string, unknown> = {},
): Promise<UpsertedRows> {
  const rows = (await tx
    .selectFrom(table as "services")
    .select(["id", "key", "active"])
    .where("vendor_id", "=", vendorId)
    .execute()) as {
    id: number;
    key: string;
    active: number;
  }[];
  const known = new Map(rows.map((r) => [r.key, r]));
  const ids = new Map<string, number>();
  const written = new Map<string, number>();
  const inserts: Record<string, unknown>[] = [];
  for (const item of items) {
    const values = { ...item.values, active: 1 };
    const row = known.get(item.key);
    if (row?.active === 1 && unchanged.has(item.key)) {
      ids.set(item.key, row.id);
    } else if (row) {
      await tx
        .updateTable(table as "services")
        .set(values)
        .where("id", "=", row.id)
        .execute();
      ids.set(item.key, row.id);
      written.set(item.key, row.id);
      await slice();
    } else {
      inserts.push({ ...values, ...onInsert, vendor_id: vendorId, key: item.key });
    }
  }
  for (const piece of chunks(inserts, ROWS_PER_STATEMENT)) {
    const inserted = (await tx
      .insertInto(table as "services")
      .values(piece as never)
      .returning(["id", "key"])
      .execute()) as { id: number; key: string }[];
    for (const row of inserted) {
      ids.set(row.key, row.id);
      written.set(row.key, row.id);
    }
    await slice();
  }
  const gone = rows.filter((r) => r.active === 1 && !ids.has(r.key)).map((r) => r.id);
  for (const piece of chunks(gone, IDS_PER_STATEMENT)) {
    await tx
      .updateTable(table as "services")
      .set({ active: 0 })
      .where("id", "in", piece)
      .execute();
  }
  return { ids, written };
}

export async function replaceTranslations(
  tx: Tx,
  entity: TranslationsTable["entity"],
  ids: readonly number[],
  rows: TranslationsTable[],
  slice: Slice,
): Promise<void> {
  for (const piece of chunks(ids, IDS_PER_STATEMENT)) {
    await tx.deleteFrom("translations").where("entity", "=", entity).where("entity_id", "in", piece).execute();
    await slice();
  }
  const filled = rows.filter((r) => r.content.trim() !== "");
  for (const piece of chunks(filled, ROWS_PER_STATEMENT)) {
    await tx.insertInto("translations").values(piece).execute();
    await slice();
  }
}

export function translationRows(
  entity: TranslationsTable["entity"],
  entityId: number,
  translations: Record<string, Record<string, string | undefined>>,
): TranslationsTable[] {
  return Object.entries(translations).flatMap(([locale, fields]) =>
    Object.entries(fields).map(([field, content]) => ({ entity, entity_id: entityId, locale, field, content: content ?? "" })),
  );
}
