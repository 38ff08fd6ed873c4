/** A select question: answered with one option value; the placeholder row means no answer. */
import { FieldError } from "../../../ui/field-error.js";
import { questionId, type QuestionProps } from "./question-props.js";

export function SelectQuestion({ question, value, error, onChange }: QuestionProps) {
  const id = questionId(question);
  return (
    <div className="qb-field">
      <label htmlFor={id}>
        {question.attributes.label}
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
        <option value="">{question.attributes.placeholder}</option>
        {question.attributes.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} code={error} />
    </div>
  );
}
