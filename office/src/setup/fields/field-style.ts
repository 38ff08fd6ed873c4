/** The look of setup's fields, the same as `ui/text-field.tsx`'s: labelled above, 44 px high, the error under it. */
import { css } from "@emotion/react";
import { ERROR, MUTED } from "../../ui/styles.js";

export const fieldStyle = css`
  display: grid;
  gap: 0.25rem;
  label,
  legend {
    font-weight: 600;
  }
  input:not([type="checkbox"]):not([type="radio"]),
  select,
  textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${MUTED};
    border-radius: 6px;
    font: inherit;
    background: #fff;
  }
  [aria-invalid="true"] {
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

export const checkStyle = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
  .error {
    color: ${ERROR};
    font-weight: 600;
  }
`;

/** `aria-describedby` of a field with these parts. */
export const describedBy = (id: string, hint: unknown, error: unknown, about?: string): string | undefined =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : "", about ?? ""].filter(Boolean).join(" ") || undefined;
