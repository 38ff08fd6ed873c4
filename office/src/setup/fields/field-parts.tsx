/** A field's hint and error lines, with the ids its control's `aria-describedby` names. */
import type { ReactNode } from "react";

export function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint ? (
    <p id={`${id}-hint`} className="hint">
      {hint}
    </p>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="error">
      {error}
    </p>
  ) : null;
}
