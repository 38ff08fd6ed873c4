/**
 * A report's numbers as a table: a caption, column headers, and each row's first cell its
 * header. Wide tables scroll inside their own frame (a labelled, focusable region, so a keyboard
 * can scroll it too) and never widen the page.
 */
import { css } from "@emotion/react";
import type { ReactNode } from "react";

export interface TableRow {
  key: string;
  header: ReactNode;
  cells: readonly ReactNode[];
}

export interface ReportTableProps {
  id: string;
  caption: string;
  /** The first column's header, then one per cell. */
  columns: readonly string[];
  rows: readonly TableRow[];
}

export const scrollFrameStyle = css`
  max-width: 100%;
  overflow-x: auto;
  table {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: start;
    font-weight: 600;
    padding: 0.25rem 0;
  }
  th,
  td {
    padding: 0.375rem 0.625rem;
    border-bottom: 1px solid #dadce0;
    text-align: end;
    white-space: nowrap;
  }
  th[scope="row"],
  thead th:first-of-type {
    text-align: start;
  }
`;

export function ReportTable({ id, caption, columns, rows }: ReportTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard to scroll it.
    <section css={scrollFrameStyle} aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table id={id}>
        <caption id={`${id}-caption`}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells keep their columns' order.
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
