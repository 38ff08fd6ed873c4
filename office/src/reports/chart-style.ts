/**
 * The few uPlot styles a chart needs (its stylesheet's layout rules), written with emotion so
 * the page's Content-Security-Policy (styles through the app's nonce) holds; the legend and
 * the cursor are off (the table beside each chart is the way to read exact numbers).
 */
import { css } from "@emotion/react";

export const plotStyle = css`
  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .uplot {
    font: inherit;
    line-height: 1.5;
    width: min-content;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under,
  .u-axis {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-select,
  .u-cursor-x,
  .u-cursor-y,
  .u-cursor-pt {
    display: none;
  }
`;

/** Series colours apart in hue and lightness, each also drawn in a dash of its own. */
export const SERIES_LOOKS = [
  { stroke: "#1a5fb4", dash: [] as number[] },
  { stroke: "#2f7d32", dash: [8, 4] },
  { stroke: "#b3261e", dash: [2, 3] },
] as const;
