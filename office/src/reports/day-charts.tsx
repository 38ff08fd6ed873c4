/** Visits per day (joined, served, no-shows) and the average wait per day: two charts, each with its table. */
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { ChartFigure } from "./chart-figure.js";
import { CsvLink } from "./csv-link.js";
import { LineChart } from "./line-chart.js";
import { shortDay } from "./report-dates.js";
import type { ReportView } from "#contract";
import { ReportTable } from "./report-table.js";
import { useReportFormat } from "./use-report-format.js";

export function DayCharts({ days, search }: { days: ReportView["days"]; search: string }) {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const labels = useMemo(() => days.map((d) => shortDay(d.day, i18n.locale)), [days, i18n]);
  const visits = useMemo(
    () => [
      { label: t`Joined`, values: days.map((d) => d.joined) },
      { label: t`Served`, values: days.map((d) => d.served) },
      { label: t`No-shows`, values: days.map((d) => d.no_shows) },
    ],
    [days, t],
  );
  const waits = useMemo(() => [{ label: t`Average wait`, values: days.map((d) => d.average_wait_minutes) }], [days, t]);
  const dayColumn = t`Day`;
  const download = (
    <CsvLink kind="days" search={search}>
      {t`Download CSV (days)`}
    </CsvLink>
  );
  return (
    <>
      <ChartFigure
        id="report-visits-per-day"
        caption={t`Visits per day`}
        chart={<LineChart labels={labels} series={visits} formatY={format.count} />}
        table={
          <ReportTable
            id="report-visits-table"
            caption={t`Visits per day`}
            columns={[dayColumn, ...visits.map((s) => s.label)]}
            rows={days.map((d, i) => ({ key: d.day, header: labels[i], cells: [format.count(d.joined), format.count(d.served), format.count(d.no_shows)] }))}
          />
        }
        download={download}
      />
      <ChartFigure
        id="report-wait-per-day"
        caption={t`Average wait per day (minutes)`}
        chart={<LineChart labels={labels} series={waits} formatY={format.count} />}
        table={
          <ReportTable
            id="report-waits-table"
            caption={t`Average wait per day`}
            columns={[dayColumn, t`Average wait`]}
            rows={days.map((d, i) => ({ key: d.day, header: labels[i], cells: [format.minutes(d.average_wait_minutes)] }))}
          />
        }
        download={download}
      />
    </>
  );
}
