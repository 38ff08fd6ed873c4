/** Directions to the location and a call to its phone (spec section 2: in person, not in kiosk mode). */
import { Trans } from "@lingui/react/macro";
import { directionsUrl, telHref } from "../../format/location-links.js";
import type { ManageLocation } from "./manage-appointment.js";

export function LocationActions({ location }: { location: ManageLocation }) {
  return (
    <div className="qb-manage-actions qb-manage-location-actions">
      {location.address ? (
        <a className="qb-button qb-secondary" href={directionsUrl(location.address)} target="_blank" rel="noopener noreferrer">
          <Trans>Directions</Trans>
          <span className="qb-visually-hidden">
            {" "}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      ) : null}
      {location.phone ? (
        <a className="qb-button qb-secondary" href={telHref(location.phone)}>
          <Trans>Call the location</Trans>
        </a>
      ) : null}
    </div>
  );
}
