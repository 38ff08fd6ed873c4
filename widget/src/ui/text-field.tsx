/**
 * A labelled text input or textarea with its error. Ids are fixed: they live in the element's
 * shadow root, so two elements on one page cannot clash.
 */
import type { ReactNode } from "react";
import type { FieldErrorCode } from "#contract";
import { FieldError } from "./field-error.js";

export interface TextFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  error?: FieldErrorCode | undefined;
  required?: boolean;
  /** Rows make it a textarea. */
  rows?: number;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  /** The keyboard a phone shows (`tel`, `email`, `numeric`). */
  inputMode?: "text" | "email" | "tel" | "numeric";
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
  /** Something next to the input, inside the field (the phone's country). */
  before?: ReactNode;
  /**
   * A message about this field that lives elsewhere (the "phone or email" rule shared by two
   * fields): its id joins the field's description, and with `invalid` the field reads as invalid.
   */
  sharedError?: { id: string; invalid: boolean };
}

export function TextField(props: TextFieldProps) {
  const { id, error, rows } = props;
  const common = {
    id,
    name: id,
    value: props.value,
    required: props.required,
    disabled: props.disabled,
    placeholder: props.placeholder,
    maxLength: props.maxLength,
    autoComplete: props.autoComplete,
    inputMode: props.inputMode,
    "aria-invalid": error || props.sharedError?.invalid ? true : undefined,
    "aria-describedby": props.sharedError ? `${id}-error ${props.sharedError.id}` : `${id}-error`,
  };
  return (
    <div className="qb-field">
      <label htmlFor={id}>
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="qb-input-row">
        {props.before}
        {rows ? (
          <textarea {...common} rows={rows} onChange={(e) => props.onChange(e.target.value)} />
        ) : (
          <input {...common} type={props.type ?? "text"} onChange={(e) => props.onChange(e.target.value)} />
        )}
      </div>
      <FieldError id={`${id}-error`} code={error} />
    </div>
  );
}
