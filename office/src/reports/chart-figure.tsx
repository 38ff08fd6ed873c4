/**
 * A chart with its caption, its numbers as a table behind "Show as a table" (the same numbers
 * the canvas draws, for screen readers and anyone who wants them exact), and its CSV.
 */
import { css } from "@emotion/react";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { cardStyle } from "../ui/styles.js";

const figureStyle = css`
  ${cardStyle};
  min-width: 0;
  figcaption {
    font-size: 1.125rem;
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 600;
  }
`;

export interface ChartFigureProps {
  id: string;
  caption: string;
  chart: ReactNode;
  table: ReactNode;
  download: ReactNode;
}

export function ChartFigure({ id, caption, chart, table, download }: ChartFigureProps) {
  return (
    <figure css={figureStyle} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{caption}</figcaption>
      {chart}
      <details>
        <summary>
          <Trans>Show as a table</Trans>
        </summary>
        {table}
      </details>
      {download}
    </figure>
  );
}
