/** A report once read: its range and what it is about, the downloads, the totals, the charts and the tables. */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { CsvLink } from "./csv-link.js";
import { DayCharts } from "./day-charts.js";
import { HeatMap } from "./heat-map.js";
import { LocationComparison } from "./location-comparison.js";
import { rangeLabel } from "./report-dates.js";
import type { ReportChoice } from "./report-filters.js";
import type { ReportView } from "#contract";
import { ReportSummary } from "./report-summary.js";
import { useChoiceName } from "./use-choice-name.js";

const bodyStyle = css`
  &[aria-busy="true"] {
    opacity: 0.6;
  }
`;

export function ReportBody({ report, search, busy }: { report: ReportView; search: string; busy: boolean }) {
  const { t, i18n } = useLingui();
  const choiceName = useChoiceName();
  const nameOf = (list: readonly ReportChoice[], id: number | null): string | undefined => {
    const choice = id === null ? undefined : list.find((c) => c.id === id);
    return choice ? choiceName(choice) : undefined;
  };
  const range = rangeLabel(report.from, report.to, i18n.locale);
  const location = nameOf(report.choices.locations, report.location_id) ?? t`All locations`;
  const about = [location, nameOf(report.choices.services, report.service_id), nameOf(report.choices.staff, report.staff_id)].filter(Boolean).join(" · ");
  return (
    <div css={bodyStyle} aria-busy={busy || undefined}>
      <h2 id="report-range">{range}</h2>
      <p>{about}</p>
      <p>
        <CsvLink kind="visits" search={search}>
          {t`Download all visits (CSV)`}
        </CsvLink>
      </p>
      <ReportSummary totals={report.totals} search={search} />
      <DayCharts days={report.days} search={search} />
      {report.locations.length > 0 ? <LocationComparison locations={report.locations} search={search} /> : null}
      <HeatMap cells={report.heatmap} search={search} />
    </div>
  );
}
