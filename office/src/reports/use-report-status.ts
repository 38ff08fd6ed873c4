/**
 * What the status region says about the report: once while it is read, once when it is shown
 * (naming its range), once when it failed. A refused range is said at its fields as well.
 */
import { useLingui } from "@lingui/react/macro";
import { useFailureMessage } from "../ui/use-failure-message.js";
import { rangeLabel } from "./report-dates.js";
import type { ReportState } from "./use-report.js";

export function useReportStatus(state: ReportState): string {
  const { t, i18n } = useLingui();
  const failureText = useFailureMessage();
  if (state.status === "loading") return t`Loading the report…`;
  if (state.status === "failed")
    return state.failure.code === "validation_failed" ? t`The report could not be shown: check the dates.` : failureText(state.failure);
  const range = rangeLabel(state.report.from, state.report.to, i18n.locale);
  return t`Showing the report for ${range}.`;
}
