/**
 * The report's tables as CSV records (pure): `summary` (one row per figure), `locations` (one
 * row per location, a column per figure), `days` and `heatmap` (one row per day or cell). The
 * columns are documented in docs/reports.md.
 */
import type { ReportCsvTable, ReportFigures, ReportView } from "#contract";

type Cell = string | number | null;

/** `wait.median_minutes`-style names and values of every figure, in the contract's order. */
export function flattenFigures(figures: ReportFigures): [string, Cell][] {
  const out: [string, Cell][] = [];
  for (const [name, value] of Object.entries(figures)) {
    if (value !== null && typeof value === "object") {
      for (const [inner, v] of Object.entries(value as Record<string, Cell>)) out.push([`${name}.${inner}`, v]);
    } else out.push([name, value as Cell]);
  }
  return out;
}

export interface CsvTable {
  columns: string[];
  rows: Cell[][];
}

export function reportCsvTable(view: ReportView, table: ReportCsvTable): CsvTable {
  switch (table) {
    case "summary":
      return { columns: ["figure", "value"], rows: flattenFigures(view.totals) };
    case "locations": {
      const names = flattenFigures(view.totals).map(([name]) => name);
      return {
        columns: ["location_id", "location", ...names],
        rows: view.locations.map((l) => [l.location_id, l.name, ...flattenFigures(l.figures).map(([, v]) => v)]),
      };
    }
    case "days":
      return {
        columns: ["day", "joined", "served", "no_shows", "average_wait_minutes"],
        rows: view.days.map((d) => [d.day, d.joined, d.served, d.no_shows, d.average_wait_minutes]),
      };
    case "heatmap":
      return {
        columns: ["weekday", "hour", "arrivals", "average_wait_minutes"],
        rows: view.heatmap.map((c) => [c.weekday, c.hour, c.arrivals, c.average_wait_minutes]),
      };
  }
}
