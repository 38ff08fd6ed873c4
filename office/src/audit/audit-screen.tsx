/**
 * Who changed the setup, signed in or failed to, invited, exported or erased. Admins only, read
 * only. The filters live in the address, so a reload keeps them; "Older entries" appends the
 * next page and moves focus to its first row.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef } from "react";
import { useOffice } from "../app/office-context.js";
import { withSearch } from "../reports/report-query.js";
import { useReportSearch } from "../reports/use-report-search.js";
import { StatusMessage } from "../ui/status-message.js";
import { secondaryButtonStyle } from "../ui/styles.js";
import { AuditCsvLink } from "./audit-csv-link.js";
import { useAuditFieldErrors } from "./audit-field-errors.js";
import { AuditFiltersForm } from "./audit-filters.js";
import { AUDIT_PATH, auditSearch, readAuditFilters } from "./audit-query.js";
import { AuditTable } from "./audit-table.js";
import { peopleSeen } from "./people-seen.js";
import { useAuditLog } from "./use-audit-log.js";
import { useAuditStatus } from "./use-audit-status.js";

export default function AuditScreen() {
  const { t } = useLingui();
  const { history } = useOffice();
  const address = useReportSearch();
  const shown = useMemo(() => readAuditFilters(address), [address]);
  const search = auditSearch(shown);
  const { state, loadOlder } = useAuditLog(search);
  const status = useAuditStatus(state);
  const fieldErrors = useAuditFieldErrors();
  const errors = state.status === "failed" && state.failure?.code === "validation_failed" ? fieldErrors(state.failure.errors) : {};
  const people = useMemo(() => peopleSeen(state.entries), [state.entries]);
  const firstNew = state.added > 0 ? state.entries[state.entries.length - state.added]?.id : undefined;
  const firstNewRow = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (firstNew !== undefined) firstNewRow.current?.focus();
  }, [firstNew]);
  return (
    <>
      <h1>{t`Audit log`}</h1>
      <p>{t`Who changed the setup, signed in or failed to, sent invitations, exported or erased data. Newest first.`}</p>
      <AuditFiltersForm
        shown={shown}
        actions={state.actions}
        people={people}
        errors={errors}
        onShow={(next) => history.go(withSearch(AUDIT_PATH, auditSearch(next)))}
      />
      <StatusMessage message={status} />
      <AuditCsvLink search={search} />
      {state.entries.length > 0 ? <AuditTable entries={state.entries} focusId={firstNew} focusRef={firstNewRow} /> : null}
      {state.nextBefore !== null ? (
        <button type="button" css={secondaryButtonStyle} onClick={loadOlder} aria-disabled={state.loadingOlder || undefined}>
          {t`Older entries`}
        </button>
      ) : null}
    </>
  );
}
