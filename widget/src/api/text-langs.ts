/**
 * The `text_lang` of a resource read loosely (an answer's `included` attributes): by field, the
 * language of a vendor text when it is not the page's; empty when none is, or when it is malformed.
 */
import * as v from "valibot";
import { TextLangSchema } from "#contract";

export type TextLangs = Partial<Record<string, string>>;

export function textLangsOf(attributes: Record<string, unknown>): TextLangs {
  const checked = v.safeParse(TextLangSchema, attributes.text_lang);
  return (checked.success && checked.output) || {};
}
