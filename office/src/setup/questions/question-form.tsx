/**
 * One question's form (`/office/setup/questions/{key}`, or `/new`): its kind in plain words,
 * label and placeholder (with translations), whether it must be answered, the options of a
 * choice question, and the services it is asked for. Saves the document's whole list of questions.
 */
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import type { QuestionDocument, QuestionType, VendorDocument } from "#contract";
import { useGo } from "../../app/use-go.js";
import { buttonStyle, formStyle } from "../../ui/styles.js";
import { TextField } from "../../ui/text-field.js";
import { CheckboxField } from "../fields/checkbox-field.js";
import { SelectField } from "../fields/select-field.js";
import { TranslationsFields } from "../fields/translations-fields.js";
import { SaveFeedback } from "../save-feedback.js";
import { setupPath } from "../setup-paths.js";
import { useNewVersion } from "../use-new-version.js";
import { useSave } from "../use-save.js";
import { OptionsFields } from "./options-fields.js";
import { CHOICE_TYPES, fieldIdOf, type QuestionProblem, type QuestionValues, questionOf, questionProblems, valuesOf } from "./question-values.js";

export function QuestionForm({ doc, version, index }: { doc: VendorDocument; version: number; index: number | undefined }) {
  const { t } = useLingui();
  const { go } = useGo();
  const isNew = index === undefined;
  const at = index ?? doc.questions.length;
  const { save, busy, feedback, setFeedback, fieldError, reload } = useSave(`questions.${at}`);
  const initial = () => valuesOf(isNew ? undefined : doc.questions[at]);
  const [values, setValues] = useState<QuestionValues>(initial);
  const [problems, setProblems] = useState<Map<string, QuestionProblem>>(new Map());
  useNewVersion(version, () => {
    if (!isNew) setValues(initial());
  });
  const change = (patch: Partial<QuestionDocument>) => setValues((v) => ({ ...v, question: { ...v.question, ...patch } }));
  const problemText = (problem: QuestionProblem | undefined): string | undefined => {
    switch (problem) {
      case undefined:
        return undefined;
      case "required":
        return t`This field is required.`;
      case "key_invalid":
        return t`Use lowercase letters, digits, - or _ (at most 63), starting with a letter or digit.`;
      case "key_taken":
        return t`Another question has this key.`;
      case "option_required":
        return t`Add at least one option.`;
      case "option_value":
        return t`Each option needs its own number.`;
      case "sort_order":
        return t`Enter a whole number.`;
    }
  };
  const errorAt = (path: string) => problemText(problems.get(path)) ?? fieldError(path, path !== "options");
  const { question } = values;
  const typeOptions: { value: QuestionType; label: string }[] = [
    { value: "text", label: t`A short answer` },
    { value: "textarea", label: t`A longer answer` },
    { value: "radio", label: t`One choice, as buttons` },
    { value: "select", label: t`One choice, from a list` },
    { value: "checkbox_group", label: t`Any number of choices, as checkboxes` },
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = questionProblems(values, doc, isNew, at);
    setProblems(found);
    const first = [...found.keys()][0];
    if (first !== undefined) {
      setFeedback({ alert: { message: t`Nothing was saved. Correct the fields marked below and save again.`, conflict: false } });
      document.getElementById(fieldIdOf(first))?.focus();
      return;
    }
    const saved = questionOf(values);
    const questions = isNew ? [...doc.questions, saved] : doc.questions.map((q, i) => (i === at ? saved : q));
    const outcome = await save({ questions });
    if (outcome.kind === "invalid") {
      const mine = outcome.errors.find((e) => e.field.startsWith(`questions.${at}.`));
      document.getElementById(fieldIdOf(mine ? mine.field.slice(`questions.${at}.`.length) : "label"))?.focus();
    } else if (outcome.kind === "saved" && isNew) go(setupPath("questions", saved.key), { replace: true });
  }

  const toggleService = (key: string, on: boolean) => change({ services: on ? [...question.services, key] : question.services.filter((s) => s !== key) });
  return (
    <form css={formStyle} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="question-heading">
      {isNew ? (
        <TextField
          id="question-key"
          label={t`Key`}
          hint={t`How the question is named in files, reports and the API. It cannot change later.`}
          value={question.key}
          onChange={(key) => change({ key })}
          error={errorAt("key")}
        />
      ) : null}
      <SelectField
        id="question-type"
        label={t`Kind of answer`}
        value={question.type}
        options={typeOptions}
        onChange={(type) => change({ type: type as QuestionType })}
        error={errorAt("type")}
      />
      <TextField id="question-label" label={t`Question`} value={question.label} onChange={(label) => change({ label })} error={errorAt("label")} required />
      <TranslationsFields
        idPrefix="question-label"
        field="label"
        legend={t`Question in other languages (optional)`}
        own={doc.text_language}
        translations={question.translations}
        onChange={(translations) => change({ translations })}
        errorOf={(locale) => errorAt(`translations.${locale}.label`)}
      />
      <TextField
        id="question-placeholder"
        label={t`Placeholder`}
        hint={t`An example shown in an empty answer field (optional).`}
        value={question.placeholder}
        onChange={(placeholder) => change({ placeholder })}
        error={errorAt("placeholder")}
      />
      <TranslationsFields
        idPrefix="question-placeholder"
        field="placeholder"
        legend={t`Placeholder in other languages (optional)`}
        translations={question.translations}
        onChange={(translations) => change({ translations })}
        errorOf={(locale) => errorAt(`translations.${locale}.placeholder`)}
      />
      <CheckboxField
        id="question-required"
        label={t`An answer is required`}
        checked={question.required}
        onChange={(required) => change({ required })}
        error={errorAt("required")}
      />
      {CHOICE_TYPES.includes(question.type) ? (
        <OptionsFields options={question.options} onChange={(options) => change({ options })} errorAt={errorAt} own={doc.text_language} />
      ) : null}
      <fieldset>
        <legend>{t`Asked for these services`}</legend>
        <p className="hint">{t`None chosen: asked for every service.`}</p>
        {doc.services.map((service) => (
          <CheckboxField
            key={service.key}
            id={`question-service-${service.key}`}
            label={service.name}
            checked={question.services.includes(service.key)}
            onChange={(on) => toggleService(service.key, on)}
          />
        ))}
      </fieldset>
      <TextField
        id="question-sort-order"
        label={t`Sort order`}
        hint={t`Questions are asked from the lowest number up.`}
        value={values.sortOrder}
        onChange={(sortOrder) => setValues((v) => ({ ...v, sortOrder }))}
        error={errorAt("sort_order")}
      />
      <div>
        <button type="submit" css={buttonStyle} aria-disabled={busy || undefined}>
          {isNew ? t`Add the question` : t`Save`}
        </button>
      </div>
      <SaveFeedback id="question-feedback" feedback={feedback} onReload={() => void reload()} />
    </form>
  );
}
