/** Loads the translated fields of entities for one locale. */
import type { Kysely } from "kysely";
import type { Locale } from "#contract";
import type { Database, TranslationsTable } from "../db/schema.js";

export type TranslatedFields = Map<number, Record<string, string>>;

export async function loadTranslations(
  db: Kysely<Database>,
  entity: TranslationsTable["entity"],
  ids: readonly number[],
  locale: Locale,
): Promise<TranslatedFields> {
  const result: TranslatedFields = new Map();
  if (!ids.length) return result;
  const rows = await db
    .selectFrom("translations")
    .select(["entity_id", "field", "content"])
    .where("entity", "=", entity)
    .where("locale", "=", locale)
    .where("entity_id", "in", [...new Set(ids)])
    .execute();
  for (const row of rows) {
    const fields = result.get(row.entity_id) ?? {};
    fields[row.field] = row.content;
    result.set(row.entity_id, fields);
  }
  return result;
}

/** The translated field when there is one, else the base text. */
export function pick(fields: Record<string, string> | undefined, field: string, fallback: string): string {
  const value = fields?.[field];
  return value?.trim() ? value : fallback;
}
