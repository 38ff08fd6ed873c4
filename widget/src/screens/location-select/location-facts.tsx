/**
 * The short facts of a location shared by list items and details: distance, open now, wait. A
 * closed location says when it opens ("Closed now, opens at 8:00 AM EST", on its clock with its
 * zone) with the wait counted from then, or that it is closed for the rest of today (no wait).
 */
import { useLingui } from "@lingui/react/macro";
import { formatOpeningTime, type LocationOpening, openingAt } from "#contract";
import { useElementState } from "../../element/element-context.js";
import { formatDistance } from "./format-location-facts.js";
import { formatWait, waitMinutes } from "../../format/wait-time.js";

/** What the facts read: a list row and a location's details both carry it. */
export interface FactsAttributes extends LocationOpening {
  wait_time: { minutes: number | null; expected_start: string | null };
  distance?: number;
  unit?: "mi" | "km";
}

export function LocationFacts({ location }: { location: { attributes: FactsAttributes } }) {
  const { t } = useLingui();
  const locale = useElementState((s) => s.locale);
  const { distance, unit, wait_time } = location.attributes;
  const opening = openingAt(location.attributes, Date.now());
  // Counted on this page's clock from the expected start (from the opening while closed), by the
  // rule the form, the manage page and the lobby board use: one line, one number.
  const from = opening.state === "later-today" ? opening.at : Date.now();
  const minutes = wait_time.expected_start ? waitMinutes(wait_time.expected_start, from) : wait_time.minutes;
  const wait = minutes === null ? null : formatWait(minutes, locale);
  let state = t`Open now`;
  if (opening.state === "later-today") {
    const time = formatOpeningTime(opening.local, locale);
    state = t`Closed now, opens at ${time}`;
  } else if (opening.state !== "open") state = t`Closed for the rest of today`;
  return (
    <span className="qb-location-facts">
      {distance !== undefined && unit ? <span className="qb-location-distance">{formatDistance(locale, distance, unit)}</span> : null}
      <span className={opening.state === "open" ? "qb-location-open" : "qb-location-closed"}>{state}</span>
      {!wait || opening.state === "another-day" || opening.state === "not-in-view" ? null : (
        <span className="qb-location-wait">{opening.state === "open" ? t`Estimated wait: ${wait}` : t`Estimated wait after opening: ${wait}`}</span>
      )}
    </span>
  );
}
