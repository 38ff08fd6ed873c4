/**
 * A labelled input with its error. The error's text is tied to the input (`aria-describedby`,
 * with the hint and any message about the whole form) and marks it invalid (`aria-invalid`), so a
 * screen reader reads both when the input takes focus.
 */
import { css } from "@emotion/react";
import type { ReactNode, Ref } from "react";
import { ERROR, MUTED } from "./styles.js";

export interface TextFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  /** Shown under the label, read with the input. */
  hint?: ReactNode;
  /** This field's own error, translated. */
  error?: string | undefined;
  /** A message elsewhere that is about this field too (the form's alert): its id, and whether it marks the field invalid. */
  about?: { id: string; invalid: boolean } | undefined;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const fieldStyle = css`
  display: grid;
  gap: 0.25rem;
  label {
    font-weight: 600;
  }
  input {
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${MUTED};
    border-radius: 6px;
    font: inherit;
  }
  input[aria-invalid="true"] {
    border: 2px solid ${ERROR};
  }
  .hint {
    color: ${MUTED};
    margin: 0;
  }
  .error {
    color: ${ERROR};
    margin: 0;
    font-weight: 600;
  }
`;

export function TextField(props: TextFieldProps) {
  const { id, error, about, hint } = props;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : "", about?.id ?? ""].filter(Boolean).join(" ");
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>{props.label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={id}
        ref={props.inputRef}
        type={props.type ?? "text"}
        value={props.value}
        autoComplete={props.autoComplete}
        required={props.required}
        disabled={props.disabled}
        aria-invalid={error || about?.invalid ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
