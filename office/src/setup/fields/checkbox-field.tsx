/** A checkbox with its label after it, and its error (see `ui/text-field.tsx`). */
import type { ReactNode } from "react";
import { FieldError } from "./field-parts.js";
import { checkStyle, describedBy } from "./field-style.js";

export interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  error?: string | undefined;
}

export function CheckboxField({ id, label, checked, onChange, error }: CheckboxFieldProps) {
  return (
    <div>
      <div css={checkStyle}>
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <div css={checkStyle}>
        <FieldError id={id} error={error} />
      </div>
    </div>
  );
}
