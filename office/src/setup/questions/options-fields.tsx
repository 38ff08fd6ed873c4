/**
 * A choice question's options: each one's stored number, its text and the text's translations,
 * moved with "Move up"/"Move down" (keyboard-usable, unlike dragging) and removed; "Add an
 * option" appends one numbered after the largest, so answers already given keep their meaning.
 */
import { useLingui } from "@lingui/react/macro";
import { LOCALES } from "#contract";
import { secondaryButtonStyle } from "../../ui/styles.js";
import { TextField } from "../../ui/text-field.js";
import { FieldError } from "../fields/field-parts.js";
import { languageName } from "../fields/translations-fields.js";
import { nextOptionValue, type QuestionOption } from "./question-values.js";

export interface OptionsFieldsProps {
  options: QuestionOption[];
  onChange(options: QuestionOption[]): void;
  errorAt(path: string): string | undefined;
  /** The vendor's `text_language`: the options' own texts are in it, so it is not offered as a translation. */
  own: string;
}

export function OptionsFields({ options, onChange, errorAt, own }: OptionsFieldsProps) {
  const { t } = useLingui();
  const set = (i: number, option: QuestionOption) => onChange(options.map((o, j) => (j === i ? option : o)));
  const move = (i: number, by: number) => {
    const next = [...options];
    const [moved] = next.splice(i, 1);
    if (moved) next.splice(i + by, 0, moved);
    onChange(next);
  };
  return (
    <fieldset>
      <legend>{t`Options`}</legend>
      <FieldError id="question-add-option" error={errorAt("options")} />
      {options.map((option, i) => {
        const n = i + 1;
        return (
          <fieldset key={option.value}>
            <legend>{t`Option ${n}`}</legend>
            <TextField
              id={`question-option-${i}-text`}
              label={t`Text`}
              value={option.text}
              onChange={(text) => set(i, { ...option, text })}
              error={errorAt(`options.${i}.text`)}
            />
            <TextField
              id={`question-option-${i}-value`}
              label={t`Stored number`}
              hint={t`Saved with each answer; keep it when you change the text.`}
              value={String(option.value)}
              onChange={(text) => set(i, { ...option, value: /^\d+$/.test(text) ? Number(text) : option.value })}
              error={errorAt(`options.${i}.value`)}
            />
            <details>
              <summary>{t`Text in other languages (optional)`}</summary>
              {LOCALES.filter((l) => l !== own).map((locale) => (
                <TextField
                  key={locale}
                  id={`question-option-${i}-${locale}`}
                  label={<span lang={locale}>{languageName(locale)}</span>}
                  value={option.translations[locale] ?? ""}
                  onChange={(text) => {
                    const translations = { ...option.translations };
                    if (text.trim()) translations[locale] = text;
                    else delete translations[locale];
                    set(i, { ...option, translations });
                  }}
                  error={errorAt(`options.${i}.translations.${locale}`)}
                />
              ))}
            </details>
            <div>
              <button
                type="button"
                css={secondaryButtonStyle}
                aria-label={t`Move up option ${n}`}
                aria-disabled={i === 0 || undefined}
                onClick={() => i > 0 && move(i, -1)}
              >
                {t`Move up`}
              </button>{" "}
              <button
                type="button"
                css={secondaryButtonStyle}
                aria-label={t`Move down option ${n}`}
                aria-disabled={i === options.length - 1 || undefined}
                onClick={() => i < options.length - 1 && move(i, 1)}
              >
                {t`Move down`}
              </button>{" "}
              <button type="button" css={secondaryButtonStyle} aria-label={t`Remove option ${n}`} onClick={() => onChange(options.filter((_, j) => j !== i))}>
                {t`Remove`}
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        id="question-add-option"
        type="button"
        css={secondaryButtonStyle}
        aria-describedby={errorAt("options") ? "question-add-option-error" : undefined}
        onClick={() => onChange([...options, { value: nextOptionValue(options), text: "", translations: {} }])}
      >
        {t`Add an option`}
      </button>
    </fieldset>
  );
}
