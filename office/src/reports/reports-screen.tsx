/** How the branches did: visits, waits, the estimate's accuracy, bookings and feedback. Managers and admins. */
import { useLingui } from "@lingui/react/macro";

export default function ReportsScreen() {
  const { t } = useLingui();
  return <h1>{t`Reports`}</h1>;
}
