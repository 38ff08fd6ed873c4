/** A role's name as the header shows it beside the person's. */
import { useLingui } from "@lingui/react/macro";
import type { OfficeRole } from "#contract";

export function useRoleName(role: OfficeRole): string {
  const { t } = useLingui();
  if (role === "admin") return t`Admin`;
  if (role === "manager") return t`Manager`;
  return t`Staff`;
}
