/**
 * The locations side by side: one row each, with a bar beside "Joined" drawn to scale (the
 * number is always written; the bar only helps the eye, and is hidden from screen readers).
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { cardStyle } from "../ui/styles.js";
import { CsvLink } from "./csv-link.js";
import type { ReportView } from "#contract";
import { ReportTable } from "./report-table.js";
import { useChoiceName } from "./use-choice-name.js";
import { useReportFormat } from "./use-report-format.js";

const barStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: flex-end;
  gap: 0.5rem;
  span[aria-hidden] {
    display: inline-block;
    height: 0.75rem;
    min-width: 1px;
    width: calc(var(--share) * 6rem);
    background: #1a5fb4;
    forced-color-adjust: none;
  }
  @media (forced-colors: active) {
    span[aria-hidden] {
      background: CanvasText;
    }
  }
`;

function Bar({ value, max, text }: { value: number; max: number; text: string }) {
  return (
    <span css={barStyle}>
      <span aria-hidden="true" style={{ "--share": max > 0 ? value / max : 0 } as React.CSSProperties} />
      {text}
    </span>
  );
}

export function LocationComparison({ locations, search }: { locations: ReportView["locations"]; search: string }) {
  const { t } = useLingui();
  const format = useReportFormat();
  const nameOf = useChoiceName();
  const most = Math.max(0, ...locations.map((l) => l.figures.joined));
  return (
    <section css={cardStyle} aria-labelledby="report-locations-title">
      <h2 id="report-locations-title">{t`Locations compared`}</h2>
      <ReportTable
        id="report-locations-table"
        caption={t`Each location's figures for the range`}
        columns={[t`Location`, t`Joined`, t`Served`, t`No-shows`, t`Median wait`, t`90th percentile wait`, t`Within ±5 minutes`, t`Average rating`]}
        rows={locations.map(({ location_id, name, figures: f }) => ({
          key: String(location_id),
          header: nameOf({ id: location_id, name }),
          cells: [
            <Bar key="joined" value={f.joined} max={most} text={format.count(f.joined)} />,
            format.count(f.served),
            format.count(f.no_shows),
            format.minutes(f.wait.median_minutes),
            format.minutes(f.wait.p90_minutes),
            format.share(f.accuracy.within_5_minutes_share),
            format.stars(f.feedback.average_stars),
          ],
        }))}
      />
      <CsvLink kind="locations" search={search}>
        {t`Download CSV (locations)`}
      </CsvLink>
    </section>
  );
}
