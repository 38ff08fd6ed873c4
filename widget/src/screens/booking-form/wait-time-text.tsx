/**
 * The wait-time line under the service selector: loading, "No walk-ins currently" when the
 * service has no estimate, five minutes under 5, "approximately" up to 90 minutes, then hours
 * plus minutes. Announced politely, since it changes when the service changes. While the
 * location is closed, the notices chunk says when it opens instead (closed-wait-text.tsx).
 */
import { Trans } from "@lingui/react/macro";
import { useElementState } from "../../element/element-context.js";
import { NoticeScreen } from "../notices/notice-screens.js";
import type { BookingLocation } from "./booking-location.js";
import { formatWait, MIN_SHOWN_WAIT_MINUTES, waitMinutes } from "./wait-time.js";

export interface WaitTimeTextProps {
  /** The vendor's show_wait_time: without it only a closed location's opening is told. */
  show: boolean;
  loading: boolean;
  /** The service's expected start, or undefined when it has none. */
  expectedStart: string | undefined;
  /** The form's location: while it is closed, the line says when it opens. */
  location?: BookingLocation;
}

export function WaitTimeText({ show, loading, expectedStart, location }: WaitTimeTextProps) {
  const locale = useElementState((s) => s.locale);
  if (!loading && location && !location.is_currently_open) return <NoticeScreen kind="closed-wait" location={location} show={show} expectedStart={expectedStart} />;
  if (!show) return null;
  let text;
  if (loading) text = <Trans>Loading the wait time…</Trans>;
  else if (expectedStart === undefined) text = <Trans>No walk-ins currently</Trans>;
  else {
    const minutes = waitMinutes(expectedStart);
    const wait = formatWait(minutes, locale);
    text = minutes < MIN_SHOWN_WAIT_MINUTES ? <Trans>Estimated wait: {wait}</Trans> : <Trans>Estimated wait: approximately {wait}</Trans>;
  }
  return (
    <p id="qb-service-wait" className="qb-wait" aria-live="polite">
      {text}
    </p>
  );
}
