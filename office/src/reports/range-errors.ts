/**
 * What is wrong with a range, at its field: checked in the browser before asking (an end before
 * the start, more than 366 days), and the server's refusal (422 `errors[].field`) otherwise.
 */
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { type FieldError, MAX_REPORT_DAYS, reportDayCount } from "#contract";

export type RangeField = "from" | "to";
/** The filter form's fields, by their name in the query. */
export type ReportField = RangeField | "location" | "service" | "staff";
export type RangeErrors = Partial<Record<ReportField, string>>;
const FIELDS: readonly ReportField[] = ["from", "to", "location", "service", "staff"];

/** Problems found before asking: which field, and which rule. */
export function checkRange(from: string, to: string): Partial<Record<RangeField, "required" | "order" | "too_long">> {
  if (!from || !to) return { ...(from ? {} : { from: "required" }), ...(to ? {} : { to: "required" }) };
  const days = reportDayCount(from, to);
  if (days < 1) return { to: "order" };
  if (days > MAX_REPORT_DAYS) return { to: "too_long" };
  return {};
}

export function useRangeErrorText(): {
  rule(rule: "required" | "order" | "too_long"): string;
  server(errors: readonly FieldError[]): RangeErrors;
} {
  const { t } = useLingui();
  const rule = useCallback(
    (rule: "required" | "order" | "too_long") => {
      const most = MAX_REPORT_DAYS;
      return rule === "required"
        ? t`Choose a date.`
        : rule === "order"
          ? t`The last day must not be before the first.`
          : t`A report covers at most ${most} days. Choose a shorter range.`;
    },
    [t],
  );
  const server = useCallback(
    (errors: readonly FieldError[]): RangeErrors => {
      const found: RangeErrors = {};
      for (const error of errors) {
        const named = error.field.split(/[./]/).pop() ?? "";
        const field = FIELDS.find((f) => f === named) ?? "to";
        found[field] ??= field === "from" || field === "to" ? t`The server refused this range. Check the dates.` : t`This choice is not valid.`;
      }
      return found;
    },
    [t],
  );
  return { rule, server };
}
