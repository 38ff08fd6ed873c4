/**
 * Row helpers shared by the parts of a vendor document: items matched by key (kept, updated,
 * deactivated) and their translations.
 */
import type { Transaction } from "kysely";
import type { Database, TranslationsTable } from "../db/schema.js";

export type Tx = Transaction<Database>;

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
    } else {
      const inserted = await tx
        .insertInto(table as "services")
        .values({ ...values, ...onInsert, vendor_id: vendorId, key: item.key } as never)
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.set(item.key, inserted.id);
      written.set(item.key, inserted.id);
    }
  }
  const gone = rows.filter((r) => r.active === 1 && !ids.has(r.key)).map((r) => r.id);
  if (gone.length)
    await tx
      .updateTable(table as "services")
      .set({ active: 0 })
      .where("id", "in", gone)
      .execute();
  return { ids, written };
}

export async function replaceTranslations(tx: Tx, entity: TranslationsTable["entity"], ids: readonly number[], rows: TranslationsTable[]): Promise<void> {
  if (ids.length)
    await tx
      .deleteFrom("translations")
      .where("entity", "=", entity)
      .where("entity_id", "in", [...ids])
      .execute();
  const filled = rows.filter((r) => r.content.trim() !== "");
  // Chunked so a large vendor stays under SQLite's bound-parameter limit.
  for (let i = 0; i < filled.length; i += 100)
    await tx
      .insertInto("translations")
      .values(filled.slice(i, i + 100))
      .execute();
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
