/**
 * The two question types answered by ticking: a checkbox group (a list of option values, spec
 * section 5) and a radio group (one option value).
 */
import { Trans } from "@lingui/react/macro";
import { FieldError } from "../../../ui/field-error.js";
import { VendorText } from "../../../ui/vendor-text.js";
import { questionId, type QuestionProps } from "./question-props.js";

export function ChoiceGroupQuestion({ question, value, error, onChange }: QuestionProps) {
  const id = questionId(question);
  const many = question.attributes.type === "checkbox_group";
  const ticked = Array.isArray(value) ? value : [];
  const toggle = (option: number, on: boolean) => {
    const next = ticked.filter((v) => v !== option).concat(on ? [option] : []);
    onChange(next.length ? next : undefined);
  };
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-required is set only when the role is radiogroup, which supports it.
    <fieldset
      className="qb-fieldset"
      id={id}
      role={many ? "group" : "radiogroup"}
      // ARIA allows aria-required on a radio group only; a checkbox group says it in its legend.
      aria-required={many ? undefined : question.attributes.required}
      aria-invalid={error ? true : undefined}
      aria-describedby={`${id}-error`}
    >
      <legend>
        <VendorText lang={question.attributes.text_lang?.label}>{question.attributes.label}</VendorText>
        {question.attributes.required ? <span aria-hidden="true"> *</span> : null}
        {question.attributes.required && many ? (
          <span className="qb-visually-hidden">
            {" "}
            <Trans>(required)</Trans>
          </span>
        ) : null}
      </legend>
      {question.attributes.options.map((option) => (
        <label key={option.value} className="qb-check">
          <input
            type={many ? "checkbox" : "radio"}
            name={id}
            value={option.value}
            checked={many ? ticked.includes(option.value) : value === option.value}
            onChange={(e) => (many ? toggle(option.value, e.target.checked) : onChange(option.value))}
          />
          <VendorText lang={option.text_lang?.text}>{option.text}</VendorText>
        </label>
      ))}
      <FieldError id={`${id}-error`} code={error} />
    </fieldset>
  );
}
