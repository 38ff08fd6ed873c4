/** A visit's or booking's status in words (codes of `QueueStatus` and `AppointmentStatus`). */
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";

export function useVisitStatusName(): (status: number) => string {
  const { t } = useLingui();
  return useCallback(
    (status: number) => {
      switch (status) {
        case 1:
          return t`Waiting or booked`;
        case 2:
          return t`Completed`;
        case 3:
          return t`No-show`;
        case 4:
          return t`Cancelled`;
        case 5:
          return t`In progress`;
        case 6:
          return t`Served`;
        default:
          return String(status);
      }
    },
    [t],
  );
}
