/**
 * The appointment details (spec section 2, card 3): service, car details for curbside, the
 * number we will call (its ending read out for screen readers), the location when it matters,
 * the video call, directions and a call button, staff, creation date and confirmation number.
 */
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FulfillmentMethod, formatLocalTime, MEETING_METHODS, MeetingMethod, QueueStatus } from "#contract";
import { useElementState } from "../../element/element-context.js";
import { LocationActions } from "./location-actions.js";
import type { ManageAppointment } from "./manage-appointment.js";
import { phoneEnding } from "../../format/phone-ending.js";
import { VideoCallDetails } from "./video-call-details.js";
import { VendorText } from "../../ui/vendor-text.js";

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="qb-manage-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** "November 23, 2026 at 9:41 AM EST": on the location's clock, as the server sends it, with its zone. */
const CREATED_FORMAT: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

export function AppointmentDetailsCard({ appointment, kiosk }: { appointment: ManageAppointment; kiosk: boolean }) {
  const locale = useElementState((s) => s.locale);
  const { attributes, location } = appointment;
  const method = attributes.meeting_method;
  const curbside = attributes.fulfillment_method === FulfillmentMethod.curbside;
  const completed = attributes.status === QueueStatus.completed;
  const inPerson = method === MeetingMethod.inPerson;
  const showLocation = completed || inPerson || !MEETING_METHODS.includes(method as MeetingMethod);
  const created = attributes.created_local;
  const number = appointment.clientPhone;
  const ending = phoneEnding(number);
  return (
    <section className="qb-card qb-manage-details" aria-labelledby="qb-manage-details">
      <h2 id="qb-manage-details">{curbside ? <Trans>Curbside appointment details</Trans> : <Trans>Queue appointment details</Trans>}</h2>
      {method === MeetingMethod.phone && !completed && number ? (
        <p className="qb-manage-call">
          <span aria-hidden="true">
            <Trans>We will call you at {number}</Trans>
          </span>
          <span className="qb-visually-hidden">
            <Trans>We will call you at the phone number ending in {ending}</Trans>
          </span>
        </p>
      ) : null}
      {method === MeetingMethod.video && !completed && !kiosk ? <VideoCallDetails attributes={attributes} /> : null}
      <dl>
        <Row label={<Trans>Service</Trans>}>
          <VendorText lang={appointment.serviceLang}>{appointment.serviceName}</VendorText>
        </Row>
        {curbside && attributes.car_details ? <Row label={<Trans>Car details</Trans>}>{attributes.car_details}</Row> : null}
        {showLocation && (location.name || location.address) ? (
          <Row label={<Trans>Location</Trans>}>
            {location.name ? (
              <span className="qb-manage-location-name" lang={location.lang.name}>
                {location.name}
              </span>
            ) : null}
            {location.address && location.address !== location.name ? (
              <span className="qb-manage-address" lang={location.lang.formatted_address}>
                {location.address}
              </span>
            ) : null}
          </Row>
        ) : null}
        {attributes.user ? <Row label={<Trans>Staff</Trans>}>{attributes.user.full_name}</Row> : null}
        {created ? <Row label={<Trans>Created</Trans>}>{formatLocalTime(created, locale, CREATED_FORMAT)}</Row> : null}
        <Row label={<Trans>Confirmation number</Trans>}>
          <span className="qb-manage-code">{attributes.confirm_code}</span>
        </Row>
      </dl>
      {inPerson && !kiosk ? <LocationActions location={location} /> : null}
    </section>
  );
}
