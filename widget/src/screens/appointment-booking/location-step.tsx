/** `/select-location`: the locations where the chosen service can be booked by that method. */
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { ErrorScreen } from "../../ui/error-screen.js";
import { BookingSummary } from "./booking-summary.js";
import { Loading } from "./loading.js";
import { StepHeading } from "./step-heading.js";
import type { StepProps } from "./step-props.js";
import { useBookableLocations } from "./use-booking-api.js";
import { useBookingSummary } from "./use-booking-summary.js";

export function LocationStep(props: StepProps) {
  const locations = useBookableLocations(props.selection);
  const [locationId, setLocationId] = useState(props.selection.locationId);
  const summary = useBookingSummary(props, false);
  // The step paints once, whole: see use-booking-summary.ts.
  if (locations.status === "loading" || !summary.ready) return <Loading />;
  if (locations.status === "error") return <ErrorScreen kind="error" />;
  const list = locations.data.data;
  const chosen = list.find((l) => l.id === locationId);
  return (
    <>
      <StepHeading>
        <Trans>Select a Location</Trans>
      </StepHeading>
      {list.length ? (
        <fieldset className="qb-choices">
          <legend className="qb-visually-hidden">
            <Trans>Locations</Trans>
          </legend>
          {list.map((location) => (
            <label key={location.id} className="qb-choice">
              <input type="radio" name="qb-location" checked={location.id === locationId} onChange={() => setLocationId(location.id)} />
              <span className="qb-choice-text">
                <span lang={location.attributes.text_lang?.name}>{location.attributes.name}</span>
                {location.attributes.formatted_address !== location.attributes.name ? (
                  <span className="qb-muted" lang={location.attributes.text_lang?.formatted_address}>
                    {location.attributes.formatted_address}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="qb-note">
          <Trans>No Locations Found</Trans>
        </p>
      )}
      <div className="qb-actions">
        <button type="button" className="qb-link-button" onClick={() => props.go("select-service")}>
          <Trans>Back</Trans>
        </button>
        <button
          type="button"
          className="qb-button"
          disabled={!chosen}
          onClick={() => chosen && props.next({ location: chosen.id, staff: undefined, date: undefined, start: undefined })}
        >
          <Trans>Continue</Trans>
        </button>
      </div>
      <BookingSummary {...props} facts={summary} />
    </>
  );
}
