/**
 * The totals in groups — visits, waits, the estimate's accuracy, bookings, feedback — each a
 * definition list under its heading, so a screen reader reads every figure with its name.
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { cardStyle, MUTED } from "../ui/styles.js";
import { CsvLink } from "./csv-link.js";
import type { ReportFigures } from "#contract";
import { type ReportFormat, useReportFormat } from "./use-report-format.js";

interface Group {
  id: string;
  title: string;
  items: readonly [string, string][];
}

const gridStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 0 1.5rem;
  section {
    ${cardStyle};
    margin: 0.75rem 0;
  }
  h3 {
    font-size: 1.125rem;
    margin: 0 0 0.5rem;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.25rem 1rem;
  }
  dl > div {
    display: contents;
  }
  dt {
    color: ${MUTED};
  }
  dd {
    margin: 0;
    text-align: end;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

function useGroups(f: ReportFigures, format: ReportFormat): Group[] {
  const { t } = useLingui();
  const { count, minutes, share, stars } = format;
  return [
    {
      id: "visits",
      title: t`Visits`,
      items: [
        [t`Joined`, count(f.joined)],
        [t`Served`, count(f.served)],
        [t`No-shows`, count(f.no_shows)],
        [t`Cancelled`, count(f.cancelled)],
        [t`Left before being served`, count(f.left_early)],
      ],
    },
    {
      id: "waits",
      title: t`Waits`,
      items: [
        [t`Median wait`, minutes(f.wait.median_minutes)],
        [t`90th percentile wait`, minutes(f.wait.p90_minutes)],
        [t`Average wait`, minutes(f.wait.average_minutes)],
        [t`Median service time`, minutes(f.service.median_minutes)],
        [t`Average service time`, minutes(f.service.average_minutes)],
      ],
    },
    {
      id: "accuracy",
      title: t`Estimate accuracy`,
      items: [
        [t`Visits compared`, count(f.accuracy.count)],
        [t`Median error`, minutes(f.accuracy.median_error_minutes)],
        [t`Within ±5 minutes`, share(f.accuracy.within_5_minutes_share)],
        [t`Within ±20 %`, share(f.accuracy.within_20_percent_share)],
        [t`Waited longer than promised`, share(f.accuracy.promised_too_little_share)],
      ],
    },
    {
      id: "bookings",
      title: t`Bookings`,
      items: [
        [t`Booked`, count(f.bookings.booked)],
        [t`Kept`, count(f.bookings.kept)],
        [t`Moved`, count(f.bookings.moved)],
        [t`Missed`, count(f.bookings.missed)],
        [t`Cancelled`, count(f.bookings.cancelled)],
      ],
    },
    {
      id: "feedback",
      title: t`Feedback`,
      items: [
        [t`Answers`, count(f.feedback.count)],
        [t`Average rating`, stars(f.feedback.average_stars)],
        [t`4 or 5 stars`, share(f.feedback.high_share)],
      ],
    },
  ];
}

export function ReportSummary({ totals, search }: { totals: ReportFigures; search: string }) {
  const { t } = useLingui();
  const groups = useGroups(totals, useReportFormat());
  return (
    <section aria-labelledby="report-summary-title">
      <h2 id="report-summary-title">{t`Summary`}</h2>
      <div css={gridStyle}>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`report-${group.id}-title`}>
            <h3 id={`report-${group.id}-title`}>{group.title}</h3>
            <dl>
              {group.items.map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <CsvLink kind="summary" search={search}>
        {t`Download CSV (summary)`}
      </CsvLink>
    </section>
  );
}
