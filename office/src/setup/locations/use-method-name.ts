/** A meeting method's name in the page's language. */
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import type { MeetingMethod } from "#contract";

export function useMethodName(): (method: MeetingMethod) => string {
  const { t } = useLingui();
  return useCallback(
    (method) => {
      switch (method) {
        case 1:
          return t`In person`;
        case 2:
          return t`By phone`;
        case 3:
          return t`By video`;
        default:
          return t`Off site`;
      }
    },
    [t],
  );
}
