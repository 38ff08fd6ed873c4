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
import type { SummaryFacts } from "./use-booking-summary.js";
import { VendorText } from "../../ui/vendor-text.js";

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

/** `facts` from `useBookingSummary`, which the step waited for before painting. */
export function BookingSummary({ selection, settings, go, facts }: StepProps & { facts: SummaryFacts }) {
  const locale = useElementState((s) => s.locale);
  const { service, location, person, slot, withTime } = facts;
  const { start, date } = selection;
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
              <VendorText lang={service?.attributes.text_lang?.name}>{service?.attributes.name ?? "…"}</VendorText> ·{" "}
              <MeetingMethodLabel method={selection.meetingMethod} />
            </>
          }
          change={<Trans>Change service</Trans>}
          onChange={change("select-service")}
        />
        <Row
          label={<Trans>Location</Trans>}
          value={
            location ? (
              <>
                <VendorText lang={location.attributes.text_lang?.name}>{location.attributes.name}</VendorText>,{" "}
                <VendorText lang={location.attributes.text_lang?.formatted_address}>{location.attributes.formatted_address}</VendorText>
              </>
            ) : (
              "…"
            )
          }
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
