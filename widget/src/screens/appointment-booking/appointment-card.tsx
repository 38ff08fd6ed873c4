/**
 * The appointment details of the booking flow (spec section 2): confirmation number, date,
 * location, service, staff, phone or video (with dial-in or meeting link), the phone number
 * ending, and curbside information.
 */
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FulfillmentMethod, MeetingMethod, type AppointmentAttributes } from "#contract";
import { useElementState } from "../../element/element-context.js";
import { phoneEnding } from "../../format/phone-ending.js";
import { AppointmentStatusLabel } from "./appointment-status.js";
import { formatDateTime } from "../../format/local-time.js";
import { MeetingMethodLabel } from "./meeting-method-label.js";
import type { TextLangs } from "../../api/text-langs.js";

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DialIn({ e164, international, pin }: { e164: string; international: string; pin: string }) {
  return (
    <span>
      <Trans>
        Or dial in: <a href={`tel:${e164}`}>{international}</a>, PIN {pin}
      </Trans>
    </span>
  );
}

export interface AppointmentView {
  attributes: AppointmentAttributes;
  serviceName: string;
  /** The service name's language when not the page's. */
  serviceLang: string | undefined;
  location: { name: string; address: string; lang: TextLangs };
  clientPhone: string;
}

export function AppointmentCard({ appointment }: { appointment: AppointmentView }) {
  const locale = useElementState((s) => s.locale);
  const { attributes: a, location } = appointment;
  const when = formatDateTime(a.start_local, locale);
  const number = appointment.clientPhone;
  const ending = phoneEnding(number);
  const dialIn = a.dial_in;
  const guests = a.attendees.map((p) => `${p.first_name} ${p.last_name}`.trim()).join(", ");
  return (
    <section className="qb-card qb-appointment" aria-labelledby="qb-appointment-title">
      <h2 id="qb-appointment-title">
        <Trans>Appointment details</Trans>
      </h2>
      <dl>
        <Row label={<Trans>Status</Trans>}>
          <AppointmentStatusLabel status={a.status} />
        </Row>
        <Row label={<Trans>Date and time</Trans>}>{when}</Row>
        <Row label={<Trans>Service</Trans>}>
          <span lang={appointment.serviceLang}>{appointment.serviceName}</span>
          <span className="qb-muted">
            <MeetingMethodLabel method={a.meeting_method} />
          </span>
        </Row>
        <Row label={<Trans>Location</Trans>}>
          <span lang={location.lang.name}>{location.name}</span>
          {location.address && location.address !== location.name ? (
            <span className="qb-muted" lang={location.lang.formatted_address}>
              {location.address}
            </span>
          ) : null}
        </Row>
        {a.user ? <Row label={<Trans>Staff</Trans>}>{a.user.full_name}</Row> : null}
        {a.meeting_method === MeetingMethod.phone && number ? (
          <Row label={<Trans>Phone</Trans>}>
            <span aria-hidden="true">
              <Trans>We will call you at {number}</Trans>
            </span>
            <span className="qb-visually-hidden">
              <Trans>We will call you at the phone number ending in {ending}</Trans>
            </span>
          </Row>
        ) : null}
        {a.meeting_method === MeetingMethod.video ? (
          <Row label={<Trans>Video</Trans>}>
            {a.meeting_link ? (
              <a className="qb-button" href={a.meeting_link} target="_blank" rel="noopener noreferrer">
                <Trans>Join the video call</Trans>
              </a>
            ) : (
              <Trans>We will send you a link to join before your appointment.</Trans>
            )}
            {dialIn ? <DialIn e164={dialIn.e164} international={dialIn.international} pin={dialIn.pin} /> : null}
          </Row>
        ) : null}
        {a.fulfillment_method === FulfillmentMethod.curbside ? (
          <Row label={<Trans>Curbside pickup</Trans>}>{a.car_details || <Trans>We will meet you at your car.</Trans>}</Row>
        ) : null}
        {guests ? <Row label={<Trans>Coming with you</Trans>}>{guests}</Row> : null}
        <Row label={<Trans>Confirmation number</Trans>}>
          <span className="qb-code">{a.confirm_code}</span>
        </Row>
      </dl>
    </section>
  );
}
