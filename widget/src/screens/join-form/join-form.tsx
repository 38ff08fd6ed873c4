/**
 * The callback / online-queue form (spec section 2): the location's instructions, the
 * service with its wait, walk-in or curbside, the client's details, SMS opt-in, questions,
 * the policy block, the compliance agreement and submit.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { FulfillmentMethod, MeetingMethod, normalizePhone, withoutUpdatesOffered } from "#contract";
import { locationLabel } from "../../api/join-location.js";
import { CarDetails } from "../../ui/car-details.js";
import { ComplianceCheckbox } from "../../ui/compliance-checkbox.js";
import { ContactError, contactSharedError } from "../../ui/contact-error.js";
import { FormErrorSummary } from "./form-error-summary.js";
import { formStyles } from "../../ui/form-styles.js";
import { FulfillmentChoice } from "../../ui/fulfillment-choice.js";
import { PhoneField } from "../../ui/phone-field.js";
import { PolicyBlock } from "../../ui/policy-block.js";
import { QuestionList } from "./questions/question-list.js";
import { ServiceSelector } from "./service-selector.js";
import { SmsOptIn } from "../../ui/sms-opt-in.js";
import { Snackbar } from "./snackbar.js";
import { TextField } from "../../ui/text-field.js";
import { phoneLeftOut } from "../../client-form/join-request.js";
import { useJoinForm, type JoinFormInput } from "./use-join-form.js";

export function JoinForm(props: JoinFormInput) {
  const { t } = useLingui();
  const form = useJoinForm(props);
  const { values, update, errors, kiosk, options } = form;
  const { location, meetingMethod, settings } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const callback = meetingMethod === MeetingMethod.phone || meetingMethod === MeetingMethod.video;
  /** The form's title and its button say the same thing. */
  const action = callback ? <Trans>Request a callback</Trans> : <Trans>Join the line</Trans>;
  const hasPhone = normalizePhone(values.cellPhone) !== "";
  const phoneOff = phoneLeftOut(values, options, meetingMethod);
  /** The checkbox's own words, so the hint names the box the client sees. */
  const accept = t`I accept`;
  /** Kiosks are shared: the browser must not offer the last person's details. */
  const auto = (token: string) => (kiosk ? "off" : token);

  // After a refused submit, take the keyboard to the first field that needs attention.
  useEffect(() => {
    if (!focusRequest) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid?.matches("fieldset") ? invalid.querySelector<HTMLElement>("input") : invalid)?.focus();
  }, [focusRequest]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!(await form.submit())) setFocusRequest((n) => n + 1);
  }

  return (
    // noValidate: our translated messages replace the browser's, which speak the browser's language.
    <form ref={formRef} css={formStyles} noValidate autoComplete={auto("on")} onSubmit={onSubmit} aria-labelledby="qb-form-title" aria-busy={form.busy}>
      <h1 id="qb-form-title">{action}</h1>
      <p className="qb-location" lang={location.text_lang?.name}>
        {locationLabel(location)}
      </p>
      {location.instructions ? (
        <p className="qb-instructions" lang={location.text_lang?.instructions}>
          {location.instructions}
        </p>
      ) : null}

      <ServiceSelector
        location={location}
        loading={form.services.loading}
        services={form.services.list}
        waits={form.services.waits}
        showWaitTime={form.services.showWaitTime}
        reason={location.visibility === "private" ? "private_location" : form.services.reason}
        value={values.topic}
        error={errors.service_id}
        onChange={(topic) => update({ topic })}
      />
      <FulfillmentChoice choice={form.fulfillment} error={errors.fulfillment_method} onChange={(m) => update({ fulfillmentMethod: m })} />
      {form.fulfillment.method === FulfillmentMethod.curbside ? (
        <CarDetails
          carDetails={values.carDetails}
          parkingSpot={values.parkingSpot}
          error={errors.car_details}
          autoComplete={auto("off")}
          onCarDetailsChange={(carDetails) => update({ carDetails })}
          onParkingSpotChange={(parkingSpot) => update({ parkingSpot })}
        />
      ) : null}

      <TextField
        id="qb-first-name"
        label={t`First name`}
        required
        maxLength={100}
        autoComplete={auto("given-name")}
        value={values.firstName}
        onChange={(firstName) => update({ firstName })}
        error={errors["client.first_name"]}
      />
      <TextField
        id="qb-last-name"
        label={t`Last name`}
        maxLength={100}
        autoComplete={auto("family-name")}
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
          autoComplete={auto("email")}
          value={values.email}
          onChange={(email) => update({ email })}
          error={errors["client.email"]}
          sharedError={contactSharedError(errors["client.contact"])}
        />
      )}
      {options.mobile_phone === "hidden" ? null : (
        <PhoneField
          value={phoneOff ? "" : values.cellPhone}
          country={values.phoneCountry}
          locationCountry={location.country}
          required={options.mobile_phone === "required" && !phoneOff}
          disabled={phoneOff}
          error={errors["client.cell_phone"]}
          sharedError={contactSharedError(errors["client.contact"])}
          autoComplete={auto("tel")}
          onChange={(cellPhone) => update({ cellPhone, ...(normalizePhone(cellPhone) ? {} : { receiveSms: false }) })}
          onCountryChange={(phoneCountry) => update({ phoneCountry })}
        />
      )}
      {options.mobile_phone === "hidden" ? null : (
        <SmsOptIn
          mode={options.sms_notifications}
          offerWithoutUpdates={withoutUpdatesOffered(options, meetingMethod)}
          hasPhone={hasPhone}
          receiveSms={values.receiveSms}
          withoutUpdates={values.withoutUpdates}
          error={errors["client.receive_sms"]}
          onReceiveSmsChange={(receiveSms) => update({ receiveSms })}
          onWithoutUpdatesChange={(withoutUpdates) => update({ withoutUpdates })}
        />
      )}
      {options.notes === "hidden" ? null : (
        <TextField
          id="qb-notes"
          label={t`Notes`}
          rows={6}
          required={options.notes === "required"}
          maxLength={2000}
          autoComplete={auto("off")}
          value={values.notes}
          onChange={(notes) => update({ notes })}
          error={errors.notes}
        />
      )}
      <QuestionList questions={form.questions} answers={values.answers} errors={errors} autoComplete={auto("off")} onChange={form.setAnswer} />

      <PolicyBlock settings={settings.page_settings} kiosk={kiosk} textLanguage={settings.text_language} />
      {form.complianceRequired ? (
        <ComplianceCheckbox checked={form.complianceAgreed} error={errors.compliance_agreed} onChange={form.setComplianceAgreed} />
      ) : null}
      <FormErrorSummary errors={errors} questions={form.questions} />
      {form.complianceMissing ? (
        <p id="qb-submit-hint" className="qb-hint">
          <Trans>Tick “{accept}” to continue</Trans>
        </p>
      ) : null}
      <button
        type="submit"
        className="qb-button"
        disabled={form.unavailable}
        aria-disabled={form.blocked || undefined}
        aria-describedby={form.complianceMissing ? "qb-submit-hint" : undefined}
        aria-busy={form.submitting}
      >
        {form.submitting ? <Trans>Sending…</Trans> : action}
      </button>
      <Snackbar shown={form.snackbar} onHide={form.hideSnackbar} />
    </form>
  );
}
