/** The server's refusal of the filters (422 `errors[].field`), said at the field it names. */
import { useLingui } from "@lingui/react/macro";
import type { AuditFieldErrors } from "./audit-filters.js";
import type { FieldError } from "#contract";

const FIELDS = ["from", "to", "action", "staff"] as const;

export function useAuditFieldErrors(): (errors: readonly FieldError[]) => AuditFieldErrors {
  const { t } = useLingui();
  return (errors) => {
    const found: AuditFieldErrors = {};
    for (const error of errors) {
      const named = error.field.split(/[./]/).pop() ?? "";
      const field = FIELDS.find((f) => f === named) ?? "to";
      found[field] ??= field === "from" || field === "to" ? t`The server refused this day. Check the dates.` : t`This choice is not valid.`;
    }
    return found;
  };
}
