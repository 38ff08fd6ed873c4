/**
 * The success card while waiting or being served (spec section 2, card 1). Waiting: "Your
 * request has been added" and, when the vendor shows waits, "approximately {time}" or "You are
 * next" at 0 minutes — or, for curbside, the line that we will notify them. While the location
 * is closed, when it opens and the client's place instead ("Opens at 8:00 AM EST — you are number
 * 3 in line"), so nobody reads "You are next" hours before anyone is there. Being served:
 * "It's your turn", announced to screen readers at once, with what happens next by method.
 */
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FulfillmentMethod, formatLocalTime, formatOpeningTime, MeetingMethod, openingAt, QueueStatus, type LocationOpening, type Opening } from "#contract";
import { useRenderAt } from "../../ui/use-render-at.js";
import { useElementState } from "../../element/element-context.js";
import { useNow } from "../../ui/use-now.js";
import { formatWait, waitMinutes } from "../../format/wait-time.js";
import { formatWaitRange, waitRange } from "../../format/wait-range.js";
import type { ManageAttributes } from "./manage-appointment.js";

export interface WaitTimeCardProps {
  attributes: Pick<ManageAttributes, "status" | "expected_start" | "expected_start_p90" | "fulfillment_method" | "meeting_method" | "position">;
  /** The location open now, or when it opens (from the page's read). */
  opening: LocationOpening | null;
  /** The vendor's show_wait_time. */
  showWait: boolean;
  /** Extra content under the wait (the notification offer). */
  children?: ReactNode;
}

function TurnText({ method }: { method: number }) {
  // The spec's callback line (section 4): the call may still be moments away, and the card
  // below shows the number, so this names no time and repeats no number.
  if (method === MeetingMethod.phone) return <Trans>We will call you back at the number given.</Trans>;
  if (method === MeetingMethod.video) return <Trans>Join the video call below.</Trans>;
  return <Trans>Please go to the front desk.</Trans>;
}

/** "Opens at 8:00 AM EST — you are number 3 in line", while the location is closed. */
function ClosedLine({ state, position }: { state: Exclude<Opening, { state: "open" }>; position: number }) {
  const locale = useElementState((s) => s.locale);
  if (state.state === "not-in-view") return <Trans>Closed for the rest of today — you are number {position} in line</Trans>;
  const time = formatOpeningTime(state.local, locale);
  if (state.state === "later-today")
    return (
      <Trans>
        Opens at {time} — you are number {position} in line
      </Trans>
    );
  const day = formatLocalTime(state.local, locale, { weekday: "long" });
  return (
    <Trans>
      Opens {day} at {time} — you are number {position} in line
    </Trans>
  );
}

export function WaitTimeCard({ attributes, opening, showWait, children }: WaitTimeCardProps) {
  const locale = useElementState((s) => s.locale);
  // Rendered again every half minute, and at the opening; each render reads the clock.
  useNow(30_000);
  const now = Date.now();
  const closure = opening ? openingAt(opening, now) : null;
  // The opening itself, to the second: the line turns to the wait then.
  useRenderAt(closure?.state === "later-today" || closure?.state === "another-day" ? closure.at : null);
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
  const { position } = attributes;
  if (closure && closure.state !== "open" && position !== null) {
    line = <ClosedLine state={closure} position={position} />;
  } else if (attributes.fulfillment_method === FulfillmentMethod.curbside) {
    line = <Trans>We will notify you when it is your turn</Trans>;
  } else if (showWait && attributes.expected_start !== null) {
    const minutes = waitMinutes(attributes.expected_start, now);
    // The spread when the server gives one ("approximately 15–25 minutes"), else the one figure.
    const range = waitRange(attributes.expected_start, attributes.expected_start_p90, now);
    const wait = range ? formatWaitRange(range, locale) : formatWait(minutes, locale);
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
