/** "Download CSV": every entry the filters match (the export ignores paging), downloaded with the session's cookie. */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { FOCUS } from "../ui/styles.js";
import { auditCsvHref } from "./audit-calls.js";

const linkStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${FOCUS};
  font-weight: 600;
`;

export function AuditCsvLink({ search }: { search: string }) {
  const { t } = useLingui();
  return (
    <a css={linkStyle} href={auditCsvHref(search)} download>
      {t`Download CSV`}
    </a>
  );
}
