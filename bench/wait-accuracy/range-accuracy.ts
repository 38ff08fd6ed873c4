/**
 * How honest the range shown at joining was (`expected_start_p90`): the share of served clients
 * called at or before the 90th percentile they were shown (a range that means what it says
 * covers about 90 %), how wide it was (p90 − estimate, in minutes: a range can cover everyone by
 * being useless), and by how much the others were called after it. The same for the clients
 * told to wait at all (an estimate a minute or more after joining): one who walks up to an idle
 * desk is shown no range and called at once, which says nothing of the range.
 */
import { median } from "../median.js";
import type { ClientRecord } from "./client-record.js";

export interface RangeAccuracy extends RangeFigures {
  /** The same, of those told to wait a minute or more. */
  waited: RangeFigures;
}

interface RangeFigures {
  /** Served clients shown a range at joining. */
  count: number;
  /** Share called at or before the p90. */
  covered: number;
  /** Median p90 − estimate (minutes). */
  medianWidth: number;
  /** Median minutes past the p90 of those called after it. */
  missedBy: number;
}

interface Shown {
  calledAt: number;
  at: number;
  start: number;
  p90: number;
}

export function rangeAccuracy(records: readonly ClientRecord[]): RangeAccuracy {
  const shown = records.flatMap((r) => {
    const joining = r.reads[0];
    return r.outcome === "served" && r.calledAt !== undefined && joining?.start != null && joining.p90 != null
      ? [{ calledAt: r.calledAt, at: joining.at, start: joining.start, p90: joining.p90 }]
      : [];
  });
  return { ...figuresOf(shown), waited: figuresOf(shown.filter((s) => s.start - s.at >= 60_000)) };
}

function figuresOf(shown: readonly Shown[]): RangeFigures {
  const minutes = (ms: number) => ms / 60_000;
  const missed = shown.filter((s) => s.calledAt > s.p90);
  return {
    count: shown.length,
    covered: shown.length ? (shown.length - missed.length) / shown.length : Number.NaN,
    medianWidth: median(shown.map((s) => minutes(s.p90 - s.start))),
    missedBy: median(missed.map((s) => minutes(s.calledAt - s.p90))),
  };
}

const min = (value: number) => (Number.isNaN(value) ? "–" : value.toFixed(1));
const pct = (value: number) => (Number.isNaN(value) ? "–" : `${Math.round(value * 100)} %`);

/** The range's figures of every scenario as one Markdown table. */
export function rangeTable(rows: readonly { name: string; range: RangeAccuracy }[]): string {
  const group = ["n", "called by the p90", "median width", "past it by (median)"];
  const header = ["Scenario", ...group.map((g) => `all: ${g}`), ...group.map((g) => `told to wait: ${g}`)];
  const lines = [header, header.map(() => "---")];
  const columns = (f: RangeFigures) => [String(f.count), pct(f.covered), min(f.medianWidth), min(f.missedBy)];
  for (const { name, range } of rows) lines.push([name, ...columns(range), ...columns(range.waited)]);
  return lines.map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}
