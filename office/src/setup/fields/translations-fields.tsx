/**
 * A text in the languages other than the item's own: one field per locale of the eight, each
 * labelled with the language's own name ("Español"), written into the document's
 * `translations.{locale}.{field}`. An empty field removes that translation (clients then see the
 * item's own text).
 */
import { LOCALES, type Locale } from "#contract";
import { TextField } from "../../ui/text-field.js";

export type Translations = Partial<Record<Locale, Record<string, string | undefined>>>;

/** The language's name in itself, as the person who speaks it looks for it. */
export const languageName = (locale: string): string => new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;

export function withTranslation(translations: Translations, locale: Locale, field: string, value: string): Translations {
  const own = { ...(translations[locale] ?? {}) };
  if (value.trim()) own[field] = value;
  else delete own[field];
  const next = { ...translations };
  if (Object.keys(own).length) next[locale] = own;
  else delete next[locale];
  return next;
}

export interface TranslationsFieldsProps {
  /** Ids are `${idPrefix}-${locale}`. */
  idPrefix: string;
  /** The field of `translations.{locale}` these inputs edit (`name`). */
  field: string;
  /** What is being translated, for the group's legend ("Name in other languages (optional)"). */
  legend: string;
  translations: Translations;
  onChange(translations: Translations): void;
  /** The locale the untranslated text is in, left out. */
  own?: string;
  /** An error by locale (from a refused save's `translations.{locale}.{field}`). */
  errorOf?(locale: Locale): string | undefined;
}

export function TranslationsFields(props: TranslationsFieldsProps) {
  const locales = LOCALES.filter((locale) => locale !== (props.own ?? "en"));
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      {locales.map((locale) => (
        <div key={locale}>
          <TextField
            id={`${props.idPrefix}-${locale}`}
            label={<span lang={locale}>{languageName(locale)}</span>}
            value={props.translations[locale]?.[props.field] ?? ""}
            onChange={(value) => props.onChange(withTranslation(props.translations, locale, props.field, value))}
            error={props.errorOf?.(locale)}
          />
        </div>
      ))}
    </fieldset>
  );
}
