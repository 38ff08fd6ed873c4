/** A table's "Download CSV": a plain link with the screen's query, which the browser downloads with the session's cookie. */
import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { FOCUS } from "../ui/styles.js";
import { csvHref, type ReportCsv } from "./report-calls.js";

/** The look of a download link, shared by every screen that offers a CSV. */
export const linkStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${FOCUS};
  font-weight: 600;
`;

export function CsvLink({ kind, search, children }: { kind: ReportCsv; search: string; children: ReactNode }) {
  return (
    <a css={linkStyle} href={csvHref(kind, search)} download>
      {children}
    </a>
  );
}
