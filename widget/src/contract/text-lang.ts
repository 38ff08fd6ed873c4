/**
 * `text_lang` of an answer's vendor texts (a location's name, a service's instructions, a
 * question's label): by field, the language of each text the answer gives in another language
 * than the one asked for, because the vendor wrote no translation into it. A page marks such a
 * text with `lang`, so a screen reader reads an English instruction with an English voice on a
 * Korean page (WCAG 3.1.2). Absent when every text is in the language asked for.
 *
 * A location's own texts are in its `lang`; every other vendor text is written in English first.
 */
import * as v from "valibot";
import { LOCALES } from "./locales.js";

export const TextLangSchema = v.optional(v.record(v.string(), v.picklist(LOCALES)));
export type TextLang = v.InferOutput<typeof TextLangSchema>;
