/** "Download CSV": every entry the filters match (the export ignores paging), downloaded with the session's cookie. */
import { useLingui } from "@lingui/react/macro";
import { linkStyle } from "../reports/csv-link.js";
import { auditCsvHref } from "./audit-calls.js";

export function AuditCsvLink({ search }: { search: string }) {
  const { t } = useLingui();
  return (
    <a css={linkStyle} href={auditCsvHref(search)} download>
      {t`Download CSV`}
    </a>
  );
}
