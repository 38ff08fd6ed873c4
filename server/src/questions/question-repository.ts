/**
 * Reads a vendor's walk-in questions, localized. Shared by the questions call and by the
 * validation of queue-appointment answers, so both agree on which questions a service asks.
 */
import type { Kysely } from "kysely";
import * as v from "valibot";
import { QUESTION_TYPES, type Locale, type QuestionChoice, type QuestionType, type TextLang } from "#contract";
import type { Database } from "../db/schema.js";
import { LocalizedTexts, loadTranslations } from "../i18n/translations.js";

/** A question as the server uses it: localized texts, parsed options, booleans as booleans. */
export interface Question {
  id: number;
  key: string;
  type: QuestionType;
  label: string;
  placeholder: string;
  required: boolean;
  sortOrder: number;
  /** Localized option texts (each with its `text_lang`); empty for text and textarea questions. */
  options: QuestionChoice[];
  /** The languages of the label and placeholder when not the one asked (see the contract's text-lang). */
  textLang: TextLang;
}

export interface ListQuestionsOptions {
  /**
   * Only the questions asked for this service: linked to it, or linked to no service.
   * Omitted: every active question of the vendor.
   */
  serviceId?: number | undefined;
  /** Locale of the label, placeholder and option texts; missing translations fall back to the base text. */
  locale: Locale;
  /** The vendor's `text_language`, which the base texts are in (default English). */
  textLanguage?: Locale;
}

/** `questions.options` is JSON text written by the vendor document; checked so a bad row fails loudly. */
const StoredOptionsSchema = v.array(v.object({ value: v.number(), text: v.string() }));
const StoredTypeSchema = v.picklist(QUESTION_TYPES);

/** The vendor's active questions in form order (sort_order, then id). */
export async function listQuestions(db: Kysely<Database>, vendorId: number, { serviceId, locale, textLanguage }: ListQuestionsOptions): Promise<Question[]> {
  let query = db
    .selectFrom("questions")
    .select(["id", "key", "type", "label", "placeholder", "required", "sort_order", "options"])
    .where("vendor_id", "=", vendorId)
    .where("active", "=", 1);
  if (serviceId !== undefined) {
    // The join on services keeps a link to another vendor's service from ever matching,
    // even if such a row were written by hand.
    query = query.where(({ exists, not, or, selectFrom }) =>
      or([
        not(exists(selectFrom("question_services").select("question_id").whereRef("question_id", "=", "questions.id"))),
        exists(
          selectFrom("question_services")
            .innerJoin("services", "services.id", "question_services.service_id")
            .select("question_services.question_id")
            .whereRef("question_services.question_id", "=", "questions.id")
            .where("question_services.service_id", "=", serviceId)
            .where("services.vendor_id", "=", vendorId),
        ),
      ]),
    );
  }
  const rows = await query.orderBy("sort_order").orderBy("id").execute();

  const ids = rows.map((r) => r.id);
  // One after the other: callers may pass a transaction, which has a single connection.
  const texts = await loadTranslations(db, "question", ids, locale);
  const optionTexts = await loadTranslations(db, "question_option", ids, locale);
  return rows.map((row) => {
    const localized = new LocalizedTexts(texts.get(row.id), locale, textLanguage);
    const optionFields = optionTexts.get(row.id);
    const label = localized.pick("label", row.label);
    const placeholder = localized.pick("placeholder", row.placeholder);
    return {
      id: row.id,
      key: row.key,
      type: v.parse(StoredTypeSchema, row.type),
      label,
      placeholder,
      required: row.required === 1,
      sortOrder: row.sort_order,
      options: v.parse(StoredOptionsSchema, JSON.parse(row.options)).map((o) => {
        const option = new LocalizedTexts(optionFields === undefined ? undefined : { text: optionFields[`option.${o.value}`] ?? "" }, locale, textLanguage);
        return { value: o.value, text: option.pick("text", o.text), ...option.textLang() };
      }),
      textLang: localized.textLang().text_lang,
    };
  });
}
