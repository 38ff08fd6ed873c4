/** A field's error text, referenced by the field's aria-describedby and announced politely. */
import { useLingui } from "@lingui/react/macro";
import type { FieldErrorCode } from "#contract";
import { fieldErrorMessage } from "./field-error-messages.js";

export function FieldError({ id, code }: { id: string; code: FieldErrorCode | undefined }) {
  const { t } = useLingui();
  return (
    <p id={id} className="qb-field-error" aria-live="polite">
      {code ? t(fieldErrorMessage(code)) : null}
    </p>
  );
}
