/**
 * Arrivals and waits by weekday and hour on the vendor's clock: HTML tables whose cells are
 * tinted by their value and always carry the number, so they read in forced colours and to
 * screen readers alike. Only the hours with any arrival are columns, which keeps them narrow.
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { cardStyle } from "../ui/styles.js";
import { CsvLink } from "./csv-link.js";
import { hourLabel, WEEK_ORDER, weekdayName } from "./report-dates.js";
import type { ReportView } from "#contract";
import { ReportTable } from "./report-table.js";
import { useReportFormat } from "./use-report-format.js";

type Cell = ReportView["heatmap"][number];

// Light to dark blue; text turns white where the tint is dark enough to need it (4.5:1 both ways).
const TINTS = ["#ffffff", "#e3edfb", "#c2d7f5", "#8fb3ea", "#3d78c9", "#1a4f96"] as const;

const tintStyle = css`
  [data-tint="4"],
  [data-tint="5"] {
    color: #fff;
  }
`;

const tintOf = (value: number | null, max: number): number => (value === null || max <= 0 ? 0 : Math.min(5, Math.ceil((value / max) * 5)));

function HeatTable({
  id,
  caption,
  cells,
  pick,
  text,
}: {
  id: string;
  caption: string;
  cells: readonly Cell[];
  pick(cell: Cell): number | null;
  text(value: number | null): string;
}) {
  const { t, i18n } = useLingui();
  const hours = [...new Set(cells.filter((c) => c.arrivals > 0).map((c) => c.hour))].sort((a, b) => a - b);
  const at = new Map(cells.map((c) => [`${c.weekday}-${c.hour}`, c]));
  const max = Math.max(0, ...cells.map((c) => pick(c) ?? 0));
  return (
    <div css={tintStyle}>
      <ReportTable
        id={id}
        caption={caption}
        columns={[t`Weekday`, ...hours.map((h) => hourLabel(h, i18n.locale))]}
        rows={WEEK_ORDER.map((weekday) => ({
          key: String(weekday),
          header: weekdayName(weekday, i18n.locale),
          cells: hours.map((hour) => {
            const cell = at.get(`${weekday}-${hour}`);
            const value = cell ? pick(cell) : null;
            const tint = tintOf(value, max);
            return (
              <span
                key={hour}
                data-tint={tint}
                style={{ display: "block", background: TINTS[tint], margin: "-0.375rem -0.625rem", padding: "0.375rem 0.625rem" }}
              >
                {value === null ? "–" : text(value)}
              </span>
            );
          }),
        }))}
      />
    </div>
  );
}

export function HeatMap({ cells, search }: { cells: ReportView["heatmap"]; search: string }) {
  const { t } = useLingui();
  const format = useReportFormat();
  return (
    <section css={cardStyle} aria-labelledby="report-heatmap-title">
      <h2 id="report-heatmap-title">{t`Arrivals and waits by weekday and hour`}</h2>
      {cells.some((c) => c.arrivals > 0) ? (
        <>
          <HeatTable id="report-arrivals-heatmap" caption={t`Arrivals by weekday and hour`} cells={cells} pick={(c) => c.arrivals} text={format.count} />
          <HeatTable
            id="report-waits-heatmap"
            caption={t`Average wait in minutes by weekday and hour`}
            cells={cells}
            pick={(c) => c.average_wait_minutes}
            text={(value) => format.number(value)}
          />
        </>
      ) : (
        <p>{t`Nobody arrived in this range.`}</p>
      )}
      <CsvLink kind="heatmap" search={search}>
        {t`Download CSV (weekdays and hours)`}
      </CsvLink>
    </section>
  );
}
