/**
 * Spec section 2, "Services-unavailable screen": the location takes no requests of this kind
 * now. With the vendor's closed-location information on, it also names the location, its
 * joined address and a phone link. The host page hears about it once, as an `error` event.
 *
 * Spec section 8 words the in-person case apart from the online queue: a client who is there
 * in person (a walk-in, a kiosk) or asked for in person (`meeting_method=1`) reads that the
 * location takes no walk-ins; a plain link to the online queue (no method, or off site) reads
 * that it takes no online queue requests.
 */
import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { useAskedMeetingMethod } from "../routing/use-meeting-method.js";
import { useWalkInFlag } from "../routing/use-walk-in-flag.js";
import { MeetingMethod } from "#contract";
import { useElement } from "../element/element-context.js";
import { useKioskMode } from "../routing/use-display-mode.js";
import { locationLabel, type JoinLocation } from "../api/join-location.js";
import { telHref } from "../format/location-links.js";
import { VendorText } from "../ui/vendor-text.js";

export interface ServicesUnavailableScreenProps {
  location: JoinLocation;
  meetingMethod: number;
  showLocationInfo: boolean;
}

export function ServicesUnavailableScreen({ location, meetingMethod, showLocationInfo }: ServicesUnavailableScreenProps) {
  const { emit } = useElement();
  const label = locationLabel(location);
  const walkIn = useWalkInFlag();
  const kiosk = useKioskMode();
  const asked = useAskedMeetingMethod();
  const inPerson = walkIn || kiosk || asked === MeetingMethod.inPerson;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per screen: re-renders (a language switch) are not new occurrences.
  useEffect(() => {
    emit("error", { code: "services_unavailable" });
    // Once per screen: re-renders (a language switch) are not new occurrences.
  }, []);

  return (
    <section role="status" aria-labelledby="qb-unavailable-title">
      <h1 id="qb-unavailable-title">
        {meetingMethod === MeetingMethod.phone ? (
          <Trans>This location is not taking phone callbacks at this time</Trans>
        ) : meetingMethod === MeetingMethod.video ? (
          <Trans>This location is not taking video callbacks at this time</Trans>
        ) : inPerson ? (
          <Trans>This location is not taking in person walk-ins at this time</Trans>
        ) : (
          <Trans>This location is not taking Online Queue requests at this time</Trans>
        )}
      </h1>
      {showLocationInfo ? (
        <address>
          <strong lang={location.text_lang?.name}>{label}</strong>
          {/* A nameless location is already called by its address. */}
          {location.formatted_address !== label ? (
            <>
              <br />
              <VendorText lang={location.text_lang?.formatted_address}>{location.formatted_address}</VendorText>
            </>
          ) : null}
          {location.phone ? (
            <>
              <br />
              <a href={telHref(location.phone)}>{location.phone_formatted}</a>
            </>
          ) : null}
        </address>
      ) : null}
    </section>
  );
}
