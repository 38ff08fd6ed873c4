/**
 * The success card while waiting or being served: "Your request has been added" and, when the
 * vendor shows waits, "approximately {time}" or "You are next" once the wait is 0 minutes.
 */
import { Trans } from "@lingui/react/macro";
import { useElementState } from "../../element/element-context.js";
import { waitMinutes } from "../booking-form/wait-time.js";
import { formatHoursMinutes } from "./wait-duration.js";

export interface WaitTimeCardProps {
  expectedStart: string | null;
  /** The vendor's show_wait_time is on and the appointment is not completed. */
  showWait: boolean;
}

export function WaitTimeCard({ expectedStart, showWait }: WaitTimeCardProps) {
  const locale = useElementState((s) => s.locale);
  let line = null;
  if (showWait && expectedStart !== null) {
    const minutes = waitMinutes(expectedStart);
    const wait = formatHoursMinutes(minutes, locale);
    line = (
      <p className="qb-manage-wait" aria-live="polite">
        {minutes === 0 ? <Trans>You are next</Trans> : <Trans>Estimated wait: approximately {wait}</Trans>}
      </p>
    );
  }
  return (
    <section className="qb-card qb-manage-success" aria-labelledby="qb-manage-title">
      <h1 id="qb-manage-title">
        <Trans>Your request has been added</Trans>
      </h1>
      {line}
    </section>
  );
}
