/** A single-line (text) or multi-line (textarea) question: answered with its text. */
import { TextField } from "../../../ui/text-field.js";
import { VendorText } from "../../../ui/vendor-text.js";
import { questionId, type QuestionProps } from "./question-props.js";

export function TextQuestion({ question, value, error, autoComplete, onChange }: QuestionProps) {
  return (
    <TextField
      id={questionId(question)}
      // The placeholder stays unmarked: `lang` on the field would also say what the client types is in that language.
      label={<VendorText lang={question.attributes.text_lang?.label}>{question.attributes.label}</VendorText>}
      rows={question.attributes.type === "textarea" ? 3 : undefined}
      placeholder={question.attributes.placeholder || undefined}
      required={question.attributes.required}
      maxLength={4000}
      autoComplete={autoComplete}
      value={typeof value === "string" ? value : ""}
      onChange={(text) => onChange(text === "" ? undefined : text)}
      error={error}
    />
  );
}
