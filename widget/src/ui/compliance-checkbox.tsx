/**
 * The explicit compliance agreement ("I accept"), asked when the vendor requires it outside kiosks.
 *
 * Its validity is said out loud: left to itself Chromium reads a `required` box that is not
 * ticked as invalid from the start, before the client did anything. It reads as invalid only
 * once the form was sent without it (`error`) or the client unticked it again.
 */
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import type { FieldErrorCode } from "#contract";
import { FieldError } from "./field-error.js";

export interface ComplianceCheckboxProps {
  checked: boolean;
  error: FieldErrorCode | undefined;
  onChange(checked: boolean): void;
}

export function ComplianceCheckbox({ checked, error, onChange }: ComplianceCheckboxProps) {
  const [touched, setTouched] = useState(false);
  const shown = error ?? (touched && !checked ? "compliance_required" : undefined);
  return (
    <div className="qb-field">
      <label className="qb-check">
        <input
          type="checkbox"
          name="compliance"
          required
          checked={checked}
          aria-invalid={shown !== undefined}
          aria-describedby="qb-policy qb-compliance-error"
          onChange={(e) => {
            setTouched(true);
            onChange(e.target.checked);
          }}
        />
        <Trans>I accept</Trans>
      </label>
      <FieldError id="qb-compliance-error" code={shown} />
    </div>
  );
}
