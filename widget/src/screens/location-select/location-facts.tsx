/** The short facts of a location shared by list items and details: distance, open now, wait. */
import { useLingui } from "@lingui/react/macro";
import { useElementState } from "../../element/element-context.js";
import { formatDistance, formatWaitTime } from "./format-location-facts.js";
import type { PublicLocation } from "./public-location.js";

export function LocationFacts({ location }: { location: PublicLocation }) {
  const { t } = useLingui();
  const locale = useElementState((s) => s.locale);
  const { distance, unit, is_currently_open: open, wait_time } = location.attributes;
  const wait = wait_time.minutes === null ? null : formatWaitTime(locale, wait_time.minutes);
  return (
    <span className="qb-location-facts">
      {distance !== undefined && unit ? <span className="qb-location-distance">{formatDistance(locale, distance, unit)}</span> : null}
      <span className={open ? "qb-location-open" : "qb-location-closed"}>{open ? t`Open now` : t`Closed now`}</span>
      {wait ? <span className="qb-location-wait">{t`Estimated wait: ${wait}`}</span> : null}
    </span>
  );
}
