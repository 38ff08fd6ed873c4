/** The booking-side status codes 1–6 (spec section 4) as the client reads them. */
import { Trans } from "@lingui/react/macro";
import { AppointmentStatus } from "#contract";

export function AppointmentStatusLabel({ status }: { status: number }) {
  switch (status) {
    case AppointmentStatus.completed:
      return <Trans>Completed</Trans>;
    case AppointmentStatus.noShow:
      return <Trans>Missed (no-show)</Trans>;
    case AppointmentStatus.cancelled:
      return <Trans>Cancelled</Trans>;
    case AppointmentStatus.inProgress:
      return <Trans>In progress</Trans>;
    case AppointmentStatus.served:
      return <Trans>Served</Trans>;
    default:
      return <Trans>Confirmed</Trans>;
  }
}
