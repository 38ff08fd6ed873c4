/**
 * What the status region says: once while the log is read, how many entries are shown, "N more
 * entries" after an older page, and a failure (a refused filter also at its field).
 */
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useFailureMessage } from "../ui/use-failure-message.js";
import type { AuditLogState } from "./use-audit-log.js";

export function useAuditStatus(state: AuditLogState): string {
  const { t } = useLingui();
  const failureText = useFailureMessage();
  if (state.status === "loading") return t`Loading the audit log…`;
  if (state.status === "failed" && state.failure)
    return state.failure.code === "validation_failed" ? t`The log could not be shown: check the filters.` : failureText(state.failure);
  if (state.loadingOlder) return t`Loading older entries…`;
  const count = state.added > 0 ? state.added : state.entries.length;
  if (state.added > 0) return t`${plural(count, { one: "# more entry", other: "# more entries" })}`;
  return count === 0 ? t`No entries match these filters.` : t`${plural(count, { one: "Showing # entry.", other: "Showing # entries." })}`;
}
