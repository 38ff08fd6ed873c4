/** The figures of every scenario as one Markdown table. */
import type { Accuracy, ScenarioAccuracy } from "./accuracy.js";

const min = (value: number) => (Number.isNaN(value) ? "–" : value.toFixed(1));
const pct = (value: number) => (Number.isNaN(value) ? "–" : `${Math.round(value * 100)} %`);

const columns = (a: Accuracy) => [
  String(a.count),
  min(a.realWait),
  min(a.medianAbs),
  min(a.p90Abs),
  min(a.meanAbs),
  pct(a.within5),
  pct(a.within20Percent),
  pct(a.tooLittle),
  min(a.tooLittleMedian),
];

const GROUP = ["n", "real wait", "median abs.", "P90 abs.", "mean abs.", "±5 min", "±20 %", "too little", "by (median)"];

export function accuracyTable(rows: readonly { name: string; accuracy: ScenarioAccuracy }[]): string {
  const header = ["Scenario", "served", ...GROUP.map((g) => `join: ${g}`), ...GROUP.map((g) => `−15 min: ${g}`)];
  const lines = [header, header.map(() => "---")];
  for (const row of rows) lines.push([row.name, String(row.accuracy.served), ...columns(row.accuracy.atJoining), ...columns(row.accuracy.fifteenBefore)]);
  return lines.map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}
