/** A location, service or staff member as the report names it; one without a name (a location known by its address) by its number. */
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";

export function useChoiceName(): (choice: { id: number; name: string }) => string {
  const { t } = useLingui();
  return useCallback(({ id, name }) => name.trim() || t`Number ${id}`, [t]);
}
