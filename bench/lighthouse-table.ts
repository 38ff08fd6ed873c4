/** The Lighthouse bench's one table, in Markdown so a run goes into the docs as printed. */
import type { LighthouseRow } from "./lighthouse-run.js";
import type { Screen } from "./lighthouse-screens.js";

const HEADER = ["Screen", "Performance", "Accessibility", "Best practices", "SEO", "FCP", "LCP", "CLS", "TBT", "Bytes"];

const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : "–");
const millis = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : "–");
const shift = (cls: number) => (Number.isFinite(cls) ? cls.toFixed(3) : "–");
const kB = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(1)} kB` : "–");

function cells({ screen, row }: { screen: Screen; row: LighthouseRow }): string[] {
  const name = row.error ? `${screen.name} (${row.error})` : screen.name;
  return [name, ...row.scores.map((s) => (s === null ? "–" : String(s))), seconds(row.fcp), seconds(row.lcp), shift(row.cls), millis(row.tbt), kB(row.bytes)];
}

export function formatTable(rows: { screen: Screen; row: LighthouseRow }[]): string {
  const lines = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? "").length)));
  const format = (line: string[]) =>
    `| ${line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(" | ")} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `-${"-".repeat(width)}-` : `${"-".repeat(width + 1)}:`)).join("|")}|`;
  return [format(HEADER), rule, ...lines.slice(1).map(format)].join("\n");
}
