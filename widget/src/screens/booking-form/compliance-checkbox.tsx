/** The explicit compliance agreement ("I accept"), asked when the vendor requires it outside kiosks. */
import { Trans } from "@lingui/react/macro";
import type { FieldErrorCode } from "../../contract/index.js";
import { FieldError } from "./field-error.js";

export interface ComplianceCheckboxProps {
  checked: boolean;
  error: FieldErrorCode | undefined;
  onChange(checked: boolean): void;
}

export function ComplianceCheckbox({ checked, error, onChange }: ComplianceCheckboxProps) {
  return (
    <div className="qb-field">
      <label className="qb-check">
        <input
          type="checkbox"
          name="compliance"
          required
          checked={checked}
          aria-describedby="qb-policy qb-compliance-error"
          onChange={(e) => onChange(e.target.checked)}
        />
        <Trans>I accept</Trans>
      </label>
      <FieldError id="qb-compliance-error" code={error} />
    </div>
  );
}
