/**
 * The wait-time line under the service selector: loading, "No walk-ins currently" when the
 * service has no estimate, five minutes under 5, "approximately" up to 90 minutes, then hours
 * plus minutes. Announced politely, since it changes when the service changes. While the
 * location is closed, the notices chunk says when it opens instead (closed-wait-text.tsx).
 *
 * The line is a live region, so its text changes only when there is news: another service,
 * language or estimate. The minutes are counted once per estimate — counted at each render they
 * ticked down whenever the client typed, and every tick was read out again with nothing new —
 * and the line is one text node read as a whole (aria-atomic), never just the number that moved.
 */
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
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
  const { t } = useLingui();
  const locale = useElementState((s) => s.locale);
  const minutes = useMemo(() => (expectedStart === undefined ? undefined : waitMinutes(expectedStart)), [expectedStart]);
  if (!loading && location && !location.is_currently_open) return <NoticeScreen kind="closed-wait" location={location} show={show} expectedStart={expectedStart} />;
  if (!show) return null;
  let text;
  if (loading) text = t`Loading the wait time…`;
  else if (minutes === undefined) text = t`No walk-ins currently`;
  else {
    const wait = formatWait(minutes, locale);
    text = minutes < MIN_SHOWN_WAIT_MINUTES ? t`Estimated wait: ${wait}` : t`Estimated wait: approximately ${wait}`;
  }
  return (
    <p id="qb-service-wait" className="qb-wait" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}
