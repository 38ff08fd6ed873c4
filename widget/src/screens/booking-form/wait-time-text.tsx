/**
 * The wait-time line under the service selector: loading, "No walk-ins currently" when the
 * service has no estimate, five minutes under 5, "approximately" up to 90 minutes, then hours
 * plus minutes. Announced politely, since it changes when the service changes.
 */
import { Trans } from "@lingui/react/macro";
import { useElementState } from "../../element/element-context.js";
import { formatWait, MIN_SHOWN_WAIT_MINUTES, waitMinutes } from "./wait-time.js";

export interface WaitTimeTextProps {
  loading: boolean;
  /** The service's expected start, or undefined when it has none. */
  expectedStart: string | undefined;
}

export function WaitTimeText({ loading, expectedStart }: WaitTimeTextProps) {
  const locale = useElementState((s) => s.locale);
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
