/**
 * A line chart drawn by uPlot on a canvas, loaded when first drawn (the reports screen's chunk
 * is the only one that carries it). The canvas is hidden from screen readers: every chart sits
 * in a figure with its caption and a table of the same numbers. Where a browser draws no canvas
 * (or uPlot fails to load), the legend and the table still say everything.
 */
import { css } from "@emotion/react";
import { useEffect, useRef } from "react";
import type uPlot from "uplot";
import { MUTED } from "../ui/styles.js";
import { plotStyle, SERIES_LOOKS } from "./chart-style.js";

export interface ChartSeries {
  label: string;
  values: readonly (number | null)[];
}

export interface LineChartProps {
  /** One label per point on the x axis (days). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** A value on the y axis as its label says it. */
  formatY(value: number): string;
}

const HEIGHT = 220;

const legendStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  span {
    display: inline-block;
    width: 1.5rem;
    margin-right: 0.375rem;
    vertical-align: middle;
    border-top: 3px solid;
  }
`;

const canDraw = (element: HTMLElement): boolean => {
  try {
    return element.ownerDocument.createElement("canvas").getContext("2d") !== null;
  } catch {
    return false;
  }
};

function optionsFor(props: LineChartProps, width: number): uPlot.Options {
  const { labels, formatY } = props;
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
    axes: [
      { stroke: MUTED, values: (_u, splits) => splits.map((i) => labels[i] ?? ""), incrs: [1, 2, 7, 14, 30, 60, 90], font: "12px system-ui, sans-serif" },
      { stroke: MUTED, values: (_u, splits) => splits.map(formatY), font: "12px system-ui, sans-serif", size: 56 },
    ],
    series: [
      {},
      ...props.series.map((s, i) => ({
        label: s.label,
        stroke: SERIES_LOOKS[i % SERIES_LOOKS.length]?.stroke,
        dash: [...(SERIES_LOOKS[i % SERIES_LOOKS.length]?.dash ?? [])],
        width: 2,
        points: { show: labels.length <= 31 },
      })),
    ],
  };
}

export function LineChart({ labels, series, formatY }: LineChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const props = { labels, series, formatY };
    const element = holder.current;
    if (!element || !canDraw(element)) return;
    let chart: uPlot | undefined;
    let gone = false;
    const data = [props.labels.map((_, i) => i), ...props.series.map((s) => [...s.values])] as uPlot.AlignedData;
    const widthNow = () => Math.max(200, Math.floor(element.clientWidth));
    const observer = new ResizeObserver(() => chart?.setSize({ width: widthNow(), height: HEIGHT }));
    void import("uplot")
      .then(({ default: UPlot }) => {
        if (gone) return;
        chart = new UPlot(optionsFor(props, widthNow()), data, element);
        observer.observe(element);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [labels, series, formatY]);
  return (
    <>
      <div ref={holder} aria-hidden="true" css={plotStyle} />
      <ul css={legendStyle}>
        {series.map((s, i) => (
          <li key={s.label}>
            <span
              style={{ borderTopColor: SERIES_LOOKS[i % SERIES_LOOKS.length]?.stroke, borderTopStyle: i === 0 ? "solid" : i === 1 ? "dashed" : "dotted" }}
            />
            {s.label}
          </li>
        ))}
      </ul>
    </>
  );
}
