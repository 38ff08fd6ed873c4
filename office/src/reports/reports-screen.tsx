/**
 * How the branches did: visits, waits, the estimate's accuracy, bookings and feedback, for a
 * range of days on the vendor's clock (by default the last 7 ending today). Managers and admins.
 * The choice lives in the address, so a report can be shared and survives a reload.
 */
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { useOffice } from "../app/office-context.js";
import { StatusMessage } from "../ui/status-message.js";
import { type RangeErrors, useRangeErrorText } from "./range-errors.js";
import { ReportBody } from "./report-body.js";
import { ReportFilters } from "./report-filters.js";
import { readReportQuery, REPORTS_PATH, reportSearch, withDefaultRange, withSearch } from "./report-query.js";
import { useReport } from "./use-report.js";
import { useReportSearch } from "./use-report-search.js";
import { useReportStatus } from "./use-report-status.js";

const NO_CHOICES = { locations: [], services: [], staff: [] };

export default function ReportsScreen() {
  const { t } = useLingui();
  const { history } = useOffice();
  const address = useReportSearch();
  // The address's dates, else the last 7 days; kept out of the address, so a reload tomorrow shows tomorrow's week.
  const shown = useMemo(() => withDefaultRange(readReportQuery(address)), [address]);
  const search = reportSearch(shown);
  const state = useReport(search);
  const status = useReportStatus(state);
  const errorText = useRangeErrorText();
  const report = state.status === "ready" ? state.report : state.last;
  const errors: RangeErrors = state.status === "failed" && state.failure.code === "validation_failed" ? errorText.server(state.failure.errors) : {};
  return (
    <>
      <h1>{t`Reports`}</h1>
      <p>{t`Figures for a range of days, each location's days on its own clock. Without a choice, the report covers the last 7 days ending today.`}</p>
      <ReportFilters
        shown={shown}
        choices={report?.choices ?? NO_CHOICES}
        errors={errors}
        onShow={(next) => history.go(withSearch(REPORTS_PATH, reportSearch(next)))}
      />
      <StatusMessage message={status} />
      {report ? <ReportBody report={report} search={search} busy={state.status === "loading"} /> : null}
    </>
  );
}
