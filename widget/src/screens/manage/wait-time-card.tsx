/**
 * The success card while waiting or being served (spec section 2, card 1). Waiting: "Your
 * request has been added" and, when the vendor shows waits, "approximately {time}" or "You are
 * next" at 0 minutes — or, for curbside, the line that we will notify them. Being served: "It's
 * your turn", announced to screen readers at once.
 */
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FulfillmentMethod, MeetingMethod, QueueStatus } from "../../contract/index.js";
import { useElementState } from "../../element/element-context.js";
import { useNow } from "../../app/use-now.js";
import { waitMinutes } from "../booking-form/wait-time.js";
import type { ManageAttributes } from "./manage-appointment.js";
import { formatDuration } from "../../format/duration.js";

export interface WaitTimeCardProps {
  attributes: Pick<ManageAttributes, "status" | "expected_start" | "fulfillment_method" | "meeting_method">;
  /** The vendor's show_wait_time. */
  showWait: boolean;
  /** Extra content under the wait (the notification offer). */
  children?: ReactNode;
}

function TurnText({ method }: { method: number }) {
  if (method === MeetingMethod.phone) return <Trans>We are calling you now.</Trans>;
  if (method === MeetingMethod.video) return <Trans>Join the video call below.</Trans>;
  return <Trans>Please go to the front desk.</Trans>;
}

export function WaitTimeCard({ attributes, showWait, children }: WaitTimeCardProps) {
  const locale = useElementState((s) => s.locale);
  const now = useNow(30_000);
  if (attributes.status === QueueStatus.inProgress) {
    return (
      <section className="qb-card qb-manage-success qb-manage-turn" role="alert" aria-labelledby="qb-manage-title">
        <h1 id="qb-manage-title">
          <Trans>It's your turn</Trans>
        </h1>
        <p>
          <TurnText method={attributes.meeting_method} />
        </p>
      </section>
    );
  }
  let line: ReactNode = null;
  if (attributes.fulfillment_method === FulfillmentMethod.curbside) {
    line = <Trans>We will notify you when it is your turn</Trans>;
  } else if (showWait && attributes.expected_start !== null) {
    const minutes = waitMinutes(attributes.expected_start, now);
    const wait = formatDuration(minutes, locale);
    line = minutes === 0 ? <Trans>You are next</Trans> : <Trans>Estimated wait: approximately {wait}</Trans>;
  }
  return (
    <section className="qb-card qb-manage-success" aria-labelledby="qb-manage-title">
      <h1 id="qb-manage-title">
        <Trans>Your request has been added</Trans>
      </h1>
      {line ? (
        <p className="qb-manage-wait" aria-live="polite">
          {line}
        </p>
      ) : null}
      {children}
    </section>
  );
}
