/**
 * The form's wait line while the location is closed (issue 22, item 1): "Closed now, opens at
 * 8:00 AM EST" with the wait counted from the opening, or "Closed for the rest of today" when
 * it does not open again today (or has no opening in view); where the vendor hides waits, the
 * opening without the wait. The opening is written from the server's wall time with its zone,
 * like every branch-local time. Once the opening comes, the usual wait line takes over by
 * itself. Rare, so it lives in the notices chunk.
 */
import { Trans } from "@lingui/react/macro";
import * as v from "valibot";
import { useRenderAt } from "../ui/use-render-at.js";
import { formatOpeningTime, LocationOpeningSchema, openingAt } from "#contract";
import { useElementState } from "../element/element-context.js";
import type { JoinLocation } from "../api/join-location.js";
import { WaitEstimateLine } from "../ui/wait-estimate-line.js";
import { formatWait, MIN_SHOWN_WAIT_MINUTES, waitMinutes } from "../format/wait-time.js";

export interface ClosedWaitTextProps {
  location: JoinLocation;
  /** The vendor's show_wait_time: without it the opening is told, not the wait. */
  show: boolean;
  /** The service's expected start (at or after the opening), or undefined when it has none. */
  expectedStart: string | undefined;
}

export function ClosedWaitText({ location, show, expectedStart }: ClosedWaitTextProps) {
  const locale = useElementState((s) => s.locale);
  const parsed = v.safeParse(LocationOpeningSchema, location);
  const opening = parsed.success ? openingAt(parsed.output, Date.now()) : ({ state: "not-in-view" } as const);
  useRenderAt(opening.state === "later-today" || opening.state === "another-day" ? opening.at : null);
  if (opening.state === "open") return show ? <WaitEstimateLine loading={false} expectedStart={expectedStart} /> : null;
  let text;
  if (opening.state === "later-today") {
    const time = formatOpeningTime(opening.local, locale);
    if (!show || expectedStart === undefined) text = <Trans>Closed now, opens at {time}</Trans>;
    else {
      const minutes = waitMinutes(expectedStart, opening.at);
      const wait = formatWait(minutes, locale);
      text =
        minutes < MIN_SHOWN_WAIT_MINUTES ? (
          <Trans>
            Closed now, opens at {time}. Estimated wait after opening: {wait}
          </Trans>
        ) : (
          <Trans>
            Closed now, opens at {time}. Estimated wait after opening: approximately {wait}
          </Trans>
        );
    }
  } else text = <Trans>Closed for the rest of today</Trans>;
  return (
    <p id="qb-service-wait" className="qb-wait qb-closed-wait" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}
