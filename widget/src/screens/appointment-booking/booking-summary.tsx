/**
 * What the client chose so far — service and method, location, staff member, time — each with
 * a way back to change it. Conversions arrive with the service and location already chosen,
 * so this is where such a client changes them.
 */
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useElementState } from "../../element/element-context.js";
import type { BookingStep } from "./booking-steps.js";
import { formatDateTime, formatDay } from "../../format/local-time.js";
import { MeetingMethodLabel } from "./meeting-method-label.js";
import type { StepProps } from "./step-props.js";
import { useBookableLocations, useBookableServices, useBookableStaff, useTimeslots } from "./use-booking-api.js";

function Row({ label, value, change, onChange }: { label: ReactNode; value: ReactNode; change: ReactNode; onChange?: () => void }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <span>{value}</span>
        {onChange ? (
          <button type="button" className="qb-link-button" onClick={onChange}>
            {change}
          </button>
        ) : null}
      </dd>
    </div>
  );
}

export function BookingSummary({ selection, settings, go, withTime }: StepProps & { withTime: boolean }) {
  const locale = useElementState((s) => s.locale);
  const services = useBookableServices(selection);
  const locations = useBookableLocations(selection);
  const staff = useBookableStaff(selection);
  const service = services.status === "ready" ? services.data.data.find((s) => s.id === selection.serviceId) : undefined;
  const location = locations.status === "ready" ? locations.data.data.find((l) => l.id === selection.locationId) : undefined;
  const person = staff.status === "ready" ? staff.data.data.find((s) => s.id === selection.staffId) : undefined;
  // The chosen time as the server writes it on the location's clock: its day's times are read
  // again rather than converting the instant with the browser's zone rules.
  const { locationId, serviceId, meetingMethod, staffId, date, start, invite } = selection;
  const times = useTimeslots(
    withTime && start && date && locationId !== undefined && serviceId !== undefined
      ? { locationId, serviceId, meetingMethod, staffId, from: date, invite }
      : null,
  );
  const slot = times.status === "ready" ? times.data.data.days.flatMap((d) => d.slots).find((s) => Date.parse(s.start) === Date.parse(start ?? "")) : undefined;
  const change = (step: BookingStep) => () => go(step);
  return (
    <section className="qb-card qb-summary" aria-labelledby="qb-summary-title">
      <h2 id="qb-summary-title">
        <Trans>Your appointment</Trans>
      </h2>
      <dl>
        <Row
          label={<Trans>Service</Trans>}
          value={
            <>
              {service?.attributes.name ?? "…"} · <MeetingMethodLabel method={selection.meetingMethod} />
            </>
          }
          change={<Trans>Change service</Trans>}
          onChange={change("select-service")}
        />
        <Row
          label={<Trans>Location</Trans>}
          value={location ? `${location.attributes.name}, ${location.attributes.formatted_address}` : "…"}
          change={<Trans>Change location</Trans>}
          onChange={change("select-location")}
        />
        {settings.client_view.show_staff_picker ? (
          <Row
            label={<Trans>Staff</Trans>}
            value={person ? person.attributes.full_name : <Trans>Any available staff member</Trans>}
            change={<Trans>Change staff member</Trans>}
            onChange={change("select-staff")}
          />
        ) : null}
        {withTime && start && date ? (
          <Row
            label={<Trans>Date and time</Trans>}
            value={slot ? formatDateTime(slot.start_local, locale) : formatDay(date, locale, "long")}
            change={<Trans>Change time</Trans>}
            onChange={change("select-timeslot")}
          />
        ) : null}
      </dl>
    </section>
  );
}
