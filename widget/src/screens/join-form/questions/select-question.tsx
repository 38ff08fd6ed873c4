/** A select question: answered with one option value; the placeholder row means no answer. */
import { FieldError } from "../../../ui/field-error.js";
import { VendorText } from "../../../ui/vendor-text.js";
import { questionId, type QuestionProps } from "./question-props.js";

export function SelectQuestion({ question, value, error, onChange }: QuestionProps) {
  const id = questionId(question);
  return (
    <div className="qb-field">
      <label htmlFor={id}>
        <VendorText lang={question.attributes.text_lang?.label}>{question.attributes.label}</VendorText>
        {question.attributes.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        id={id}
        name={id}
        value={typeof value === "number" ? String(value) : ""}
        required={question.attributes.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        onChange={(e) => onChange(e.target.value === "" ? undefined : Number(e.target.value))}
      >
        <option value="" lang={question.attributes.text_lang?.placeholder}>
          {question.attributes.placeholder}
        </option>
        {question.attributes.options.map((option) => (
          <option key={option.value} value={option.value} lang={option.text_lang?.text}>
            {option.text}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} code={error} />
    </div>
  );
}
