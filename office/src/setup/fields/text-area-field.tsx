/** A labelled `<textarea>` with its hint and error (see `ui/text-field.tsx`). */
import type { ReactNode } from "react";
import { FieldError, FieldHint } from "./field-parts.js";
import { describedBy, fieldStyle } from "./field-style.js";

export interface TextAreaFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  hint?: ReactNode;
  error?: string | undefined;
  rows?: number;
}

export function TextAreaField(props: TextAreaFieldProps) {
  const { id, hint, error } = props;
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>{props.label}</label>
      <FieldHint id={id} hint={hint} />
      <textarea
        id={id}
        name={id}
        rows={props.rows ?? 3}
        value={props.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
