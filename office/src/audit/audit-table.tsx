/**
 * The log's entries, newest first: when (the page's language, the browser's clock), who, what,
 * to what, the details and the address. Read only: there is nothing to edit here.
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import { scrollFrameStyle } from "../reports/report-table.js";
import { EntryDetails } from "./entry-details.js";
import { useActionLabel } from "./use-action-label.js";
import type { AuditEntry } from "#contract";

const auditTableStyle = css`
  th,
  td {
    text-align: start;
    vertical-align: top;
  }
  td ul {
    margin: 0;
    padding-inline-start: 1rem;
    white-space: normal;
    overflow-wrap: anywhere;
    min-width: 16rem;
  }
`;

export interface AuditTableProps {
  entries: readonly AuditEntry[];
  /** The row focus moves to after "Older entries" (the first new one). */
  focusId: number | undefined;
  focusRef: Ref<HTMLTableRowElement>;
}

export function AuditTable({ entries, focusId, focusRef }: AuditTableProps) {
  const { t, i18n } = useLingui();
  const actionLabel = useActionLabel();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "medium" });
  const who = (actor: AuditEntry["actor"]): string => {
    if (actor.name) return actor.name;
    if (actor.kind === "operator") return t`Operator`;
    if (actor.kind === "system") return t`System`;
    return t`Unknown`;
  };
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard to scroll it.
    <section css={[scrollFrameStyle, auditTableStyle]} aria-labelledby="audit-caption" tabIndex={0}>
      <table id="audit-table">
        <caption id="audit-caption">{t`Audit log entries`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`When`}</th>
            <th scope="col">{t`Who`}</th>
            <th scope="col">{t`Action`}</th>
            <th scope="col">{t`Target`}</th>
            <th scope="col">{t`Details`}</th>
            <th scope="col">{t`Address`}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-entry={entry.id} ref={entry.id === focusId ? focusRef : undefined} tabIndex={entry.id === focusId ? -1 : undefined}>
              <td>
                <time dateTime={entry.created_at}>{when.format(new Date(entry.created_at))}</time>
              </td>
              <td>{who(entry.actor)}</td>
              <td>{actionLabel(entry.action)}</td>
              <td>{entry.target}</td>
              <td>
                <EntryDetails entry={entry} />
              </td>
              <td>{entry.address}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
