/**
 * The wait line of an open location: loading, "No walk-ins currently" when the service has no
 * estimate, five minutes under 5, "approximately" up to 90 minutes, then hours plus minutes.
 * Shown under the join form's service selector, and by the closed notice once the opening
 * comes (notices/closed-wait-text.tsx).
 *
 * The line is a live region, so its text changes only when there is news: another service,
 * language or estimate. The minutes are counted once per estimate — counted at each render they
 * ticked down whenever the client typed, and every tick was read out again with nothing new —
 * and the line is one text node read as a whole (aria-atomic), never just the number that moved.
 */
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { useElementState } from "../element/element-context.js";
import { formatWait, MIN_SHOWN_WAIT_MINUTES, waitMinutes } from "../format/wait-time.js";

export interface WaitEstimateLineProps {
  loading: boolean;
  /** The service's expected start, or undefined when it has none. */
  expectedStart: string | undefined;
}

export function WaitEstimateLine({ loading, expectedStart }: WaitEstimateLineProps) {
  const { t } = useLingui();
  const locale = useElementState((s) => s.locale);
  const minutes = useMemo(() => (expectedStart === undefined ? undefined : waitMinutes(expectedStart)), [expectedStart]);
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
