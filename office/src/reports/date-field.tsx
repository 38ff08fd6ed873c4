/** A labelled native date input with its hint and error, in the look of the app's other fields. */
import type { ReactNode } from "react";
import { FieldError, FieldHint } from "../setup/fields/field-parts.js";
import { describedBy, fieldStyle } from "../setup/fields/field-style.js";

export interface DateFieldProps {
  id: string;
  label: ReactNode;
  /** `YYYY-MM-DD`, or "" for none. */
  value: string;
  onChange(value: string): void;
  hint?: ReactNode;
  error?: string | undefined;
  /** True unless told: a report needs both days; a filter may leave one out. */
  required?: boolean;
}

export function DateField({ id, label, value, onChange, hint, error, required = true }: DateFieldProps) {
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>{label}</label>
      <FieldHint id={id} hint={hint} />
      <input
        id={id}
        name={id}
        type="date"
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
