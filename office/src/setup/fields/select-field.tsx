/** A labelled `<select>` with its hint and error (see `ui/text-field.tsx`). */
import type { ReactNode, Ref } from "react";
import { FieldError, FieldHint } from "./field-parts.js";
import { describedBy, fieldStyle } from "./field-style.js";

export interface SelectFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
}

export function SelectField(props: SelectFieldProps) {
  const { id, hint, error } = props;
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>{props.label}</label>
      <FieldHint id={id} hint={hint} />
      <select
        id={id}
        name={id}
        ref={props.selectRef}
        value={props.value}
        required={props.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
