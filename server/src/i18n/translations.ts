/** Loads the translated fields of entities for one locale, and picks each text with its language. */
import type { Kysely } from "kysely";
import { DEFAULT_LOCALE, isLocale, type Locale, type TextLang } from "#contract";
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

/**
 * One entity's texts for an answer in `asked`: each field's translation, else the entity's own
 * text, which is in `own` (a location's `lang`; English for every other vendor text). Remembers
 * the fields it left in another language, for the answer's `text_lang` (see the contract).
 */
export class LocalizedTexts {
  private readonly other: Record<string, Locale> = {};
  private readonly own: Locale;

  constructor(
    private readonly translated: Record<string, string> | undefined,
    private readonly asked: Locale,
    own: string = DEFAULT_LOCALE,
  ) {
    this.own = isLocale(own) ? own : DEFAULT_LOCALE;
  }

  pick(field: string, base: string): string {
    const value = this.translated?.[field];
    if (value?.trim()) return value;
    if (base && this.own !== this.asked) this.other[field] = this.own;
    return base;
  }

  /** `field` shows what `from` holds (a location without a name shows its address). */
  sameAs(field: string, from: string): void {
    const lang = this.other[from];
    if (lang) this.other[field] = lang;
  }

  /** The answer's `text_lang`, to spread into its attributes: none when every text picked is in the asked language. */
  textLang(): { text_lang?: NonNullable<TextLang> } {
    return Object.keys(this.other).length ? { text_lang: { ...this.other } } : {};
  }
}
