/**
 * `/attendee-details` (spec flow step "details"): what is being booked, the client's details,
 * the policy block and "Book appointment". A conversion arrives with the details filled in from
 * the queue spot; its spot is cancelled only when this booking succeeds.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { FulfillmentMethod, contactOptionsFor, normalizePhone, withoutUpdatesOffered } from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { BOOK_PATH, visitRoute } from "../../routing/route.js";
import { CarDetails } from "../../ui/car-details.js";
import { ComplianceCheckbox } from "../../ui/compliance-checkbox.js";
import { ContactError, contactSharedError } from "../../ui/contact-error.js";
import { formStyles } from "../../ui/form-styles.js";
import { FulfillmentChoice } from "../../ui/fulfillment-choice.js";
import { phoneLeftOut } from "../../client-form/join-request.js";
import { PhoneField } from "../../ui/phone-field.js";
import { PolicyBlock } from "../../ui/policy-block.js";
import { SmsOptIn } from "../../ui/sms-opt-in.js";
import { TextField } from "../../ui/text-field.js";
import type { Attendee } from "#contract";
import { BookingSummary } from "./booking-summary.js";
import { ConversionNotice } from "./conversion-notice.js";
import { Loading } from "./loading.js";
import { StepHeading } from "./step-heading.js";
import type { StepProps } from "./step-props.js";
import { useBookingSummary, type SummaryFacts } from "./use-booking-summary.js";
import { useDetailsForm } from "./use-details-form.js";

export interface DetailsStepProps extends StepProps {
  attendees: Attendee[];
  onSlotTaken(): void;
}

export function DetailsStep(props: DetailsStepProps) {
  // The summary's reads name the service and location the form needs too. The step paints
  // once, whole: see use-booking-summary.ts.
  const summary = useBookingSummary(props, true);
  if (!summary.ready) return <Loading />;
  return <DetailsForm {...props} service={summary.service} location={summary.location} summary={summary} />;
}

function DetailsForm(props: DetailsStepProps & Pick<Parameters<typeof useDetailsForm>[0], "service" | "location"> & { summary: SummaryFacts }) {
  const { t } = useLingui();
  const { emit, navigate } = useElement();
  const route = useElementState((s) => s.route);
  const locale = useElementState((s) => s.locale);
  const { selection, settings } = props;
  const { serviceId, locationId, start } = selection;
  const form = useDetailsForm({
    request: {
      selection: { ...selection, serviceId: serviceId ?? 0, locationId: locationId ?? 0, start: start ?? "" },
      attendees: props.attendees,
      invite: selection.invite,
    },
    settings,
    service: props.service,
    location: props.location,
    onBooked(id, code) {
      emit("booked", { id, confirm_code: code });
      navigate(visitRoute(route, `${BOOK_PATH}/manage`, { id: String(id), code, lang: locale }));
    },
    onSlotTaken: props.onSlotTaken,
  });
  const { values, update, errors } = form;
  const options = contactOptionsFor(settings.callback_contact_options, selection.meetingMethod);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const phoneOff = phoneLeftOut(values, options, selection.meetingMethod);

  // After a refused submit, take the keyboard to the first field that needs attention.
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Busy, the button stays focusable (aria-disabled): a disabled one would drop the focus.
    if (form.submitting) return;
    if (!(await form.submit())) setFocusRequest((n) => n + 1);
  }

  return (
    <>
      <StepHeading>
        <Trans>Your details</Trans>
      </StepHeading>
      {selection.walkin ? <ConversionNotice /> : null}
      <BookingSummary {...props} facts={props.summary} />
      <form ref={formRef} css={formStyles} noValidate onSubmit={onSubmit} aria-label={t`Your details`} aria-busy={form.submitting}>
        <FulfillmentChoice choice={form.fulfillment} error={errors.fulfillment_method} onChange={(m) => update({ fulfillmentMethod: m })} />
        {form.fulfillment.method === FulfillmentMethod.curbside ? (
          <CarDetails
            carDetails={values.carDetails}
            parkingSpot={values.parkingSpot}
            error={errors.car_details}
            autoComplete="off"
            onCarDetailsChange={(carDetails) => update({ carDetails })}
            onParkingSpotChange={(parkingSpot) => update({ parkingSpot })}
          />
        ) : null}
        <TextField
          id="qb-first-name"
          label={t`First name`}
          required
          maxLength={100}
          autoComplete="given-name"
          value={values.firstName}
          onChange={(firstName) => update({ firstName })}
          error={errors["client.first_name"]}
        />
        <TextField
          id="qb-last-name"
          label={t`Last name`}
          maxLength={100}
          autoComplete="family-name"
          value={values.lastName}
          onChange={(lastName) => update({ lastName })}
          error={errors["client.last_name"]}
        />
        <ContactError code={errors["client.contact"]} />
        {options.email === "hidden" ? null : (
          <TextField
            id="qb-email"
            type="email"
            label={t`Email`}
            required={options.email === "required"}
            maxLength={254}
            inputMode="email"
            autoComplete="email"
            value={values.email}
            onChange={(email) => update({ email })}
            error={errors["client.email"]}
            sharedError={contactSharedError(errors["client.contact"])}
          />
        )}
        {options.mobile_phone === "hidden" ? null : (
          <>
            <PhoneField
              value={phoneOff ? "" : values.cellPhone}
              country={values.phoneCountry}
              locationCountry={props.location?.attributes.country ?? ""}
              required={options.mobile_phone === "required" && !phoneOff}
              disabled={phoneOff}
              error={errors["client.cell_phone"]}
              autoComplete="tel"
              sharedError={contactSharedError(errors["client.contact"])}
              onChange={(cellPhone) => update({ cellPhone, ...(normalizePhone(cellPhone) ? {} : { receiveSms: false }) })}
              onCountryChange={(phoneCountry) => update({ phoneCountry })}
            />
            <SmsOptIn
              mode={options.sms_notifications}
              offerWithoutUpdates={withoutUpdatesOffered(options, selection.meetingMethod)}
              hasPhone={normalizePhone(values.cellPhone) !== ""}
              receiveSms={values.receiveSms}
              withoutUpdates={values.withoutUpdates}
              error={errors["client.receive_sms"]}
              onReceiveSmsChange={(receiveSms) => update({ receiveSms })}
              onWithoutUpdatesChange={(withoutUpdates) => update({ withoutUpdates })}
            />
          </>
        )}
        {options.notes === "hidden" ? null : (
          <TextField
            id="qb-notes"
            label={t`Notes`}
            rows={6}
            required={options.notes === "required"}
            maxLength={2000}
            value={values.notes}
            onChange={(notes) => update({ notes })}
            error={errors.notes}
          />
        )}
        <PolicyBlock settings={settings.page_settings} kiosk={false} textLanguage={settings.text_language} />
        {form.complianceRequired ? (
          <ComplianceCheckbox checked={form.complianceAgreed} error={errors.compliance_agreed} onChange={form.setComplianceAgreed} />
        ) : null}
        <div role="alert" aria-live="assertive" className="qb-alert">
          {form.problem === "not_waiting" ? (
            <Trans>Your place in line was served or cancelled in the meantime, so it cannot be converted. Nothing was booked.</Trans>
          ) : form.problem === "error" ? (
            <Trans>There was an error with your request</Trans>
          ) : null}
        </div>
        <button type="submit" className="qb-button" aria-disabled={form.submitting || undefined} aria-busy={form.submitting}>
          {form.submitting ? <Trans>Booking…</Trans> : <Trans>Book appointment</Trans>}
        </button>
      </form>
    </>
  );
}
