/** Applies the customer-experience snippets of a vendor document. */
import type { VendorDocument } from "#contract";
import type { TranslationsTable } from "../db/schema.js";
import type { Slice } from "../time/time-slices.js";
import { replaceTranslations, type Tx } from "./keyed-rows.js";

/** Snippets keep their ids by key; the ones no longer listed are removed (nothing points at them). */
export async function replaceSnippets(tx: Tx, vendorId: number, snippets: VendorDocument["cx_snippets"], slice: Slice): Promise<void> {
  const old = await tx.selectFrom("cx_snippets").select(["id", "key"]).where("vendor_id", "=", vendorId).execute();
  const known = new Map(old.map((r) => [r.key, r.id]));
  const listed = new Set(snippets.map((snippet) => snippet.key));
  const goneIds = old.filter((r) => !listed.has(r.key)).map((r) => r.id);
  if (goneIds.length) {
    await tx.deleteFrom("translations").where("entity", "=", "cx_snippet").where("entity_id", "in", goneIds).execute();
    await tx.deleteFrom("cx_snippets").where("id", "in", goneIds).execute();
  }
  const ids: number[] = [];
  const rows: TranslationsTable[] = [];
  for (const [index, snippet] of snippets.entries()) {
    let id = known.get(snippet.key);
    if (id === undefined) {
      const row = await tx
        .insertInto("cx_snippets")
        .values({ vendor_id: vendorId, key: snippet.key, sort_order: index })
        .returning("id")
        .executeTakeFirstOrThrow();
      id = row.id;
    } else {
      await tx.updateTable("cx_snippets").set({ sort_order: index }).where("id", "=", id).execute();
    }
    ids.push(id);
    for (const [locale, content] of Object.entries(snippet.content)) {
      rows.push({ entity: "cx_snippet", entity_id: id, locale, field: "content", content });
    }
  }
  await replaceTranslations(tx, "cx_snippet", ids, rows, slice);
}
