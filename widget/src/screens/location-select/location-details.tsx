/**
 * One location's details (spec sections 2 and 4): back to the results, hours, directions, a
 * call button, and the button that continues to this location's form.
 */
import { useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import { LocationFacts } from "./location-facts.js";
import { directionsUrl, telHref } from "../../format/location-links.js";
import { OpeningHoursTable } from "./opening-hours-table.js";
import type { PublicLocation } from "./public-location.js";

export interface LocationDetailsProps {
  location: PublicLocation;
  /** The heading, focused when the details open so screen readers follow. */
  headingRef: Ref<HTMLHeadingElement>;
  onBack(): void;
  onContinue(): void;
}

export function LocationDetails({ location, headingRef, onBack, onContinue }: LocationDetailsProps) {
  const { t } = useLingui();
  const { name, formatted_address: address, phone: e164, phone_formatted: phone, hours, local_now: now, text_lang: lang } = location.attributes;
  return (
    <section className="qb-location-details" data-location-id={location.id}>
      <button type="button" className="qb-button qb-secondary qb-location-back" onClick={onBack}>
        <span aria-hidden="true">← </span>
        {t`Back to results`}
      </button>
      <h2 ref={headingRef} tabIndex={-1} lang={lang?.name}>
        {name}
      </h2>
      {name !== address ? (
        <p className="qb-location-address" lang={lang?.formatted_address}>
          {address}
        </p>
      ) : null}
      <LocationFacts location={location} />
      <button type="button" className="qb-button qb-location-continue" onClick={onContinue}>
        {t`Select this location`}
      </button>
      <div className="qb-location-actions">
        <a className="qb-button qb-secondary" href={directionsUrl(address)} target="_blank" rel="noopener noreferrer">
          {t`Directions`}
          <span className="qb-visually-hidden"> {t`(opens in a new tab)`}</span>
        </a>
        {e164 ? (
          <a className="qb-button qb-secondary" href={telHref(e164)}>
            {t`Call ${phone}`}
          </a>
        ) : null}
      </div>
      <OpeningHoursTable hours={hours} now={now} />
    </section>
  );
}
