/**
 * The details step's state and rules: the client's details (checked by the same shared rules
 * as the queue's form), walk-in or curbside as the service allows, and the booking itself —
 * sent once, with an Idempotency-Key, and answered with the appointment's page, "slot taken"
 * (back to fresh times) or the fields to fix.
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { MeetingMethod, contactOptionsFor, normalizeEmail, type PublicVendorSettings } from "#contract";
import { isOutage } from "../../api/api-client.js";
import { useElement, useElementState } from "../../element/element-context.js";
import { useDisplayMode } from "../../routing/use-display-mode.js";
import { defaultFormValues, type FormValues } from "../../client-form/form-values.js";
import { fulfillmentChoice } from "../../client-form/fulfillment-rules.js";
import { newIdempotencyKey } from "../../api/idempotency-key.js";
import { defaultPhoneCountry } from "../../client-form/phone-country.js";
import { toFieldErrors, validateForm, type FieldErrors, type FormRulesContext } from "../../client-form/validate-form.js";
import { appointmentRequestBody, type AppointmentRequest } from "./appointment-request.js";
import type { BookableLocation, BookableService } from "#contract";
import { useWalkinPrefill } from "./walkin-prefill.js";

export type SubmitProblem = "not_waiting" | "error" | null;

export interface DetailsInput {
  request: AppointmentRequest;
  settings: PublicVendorSettings;
  service: BookableService | undefined;
  location: BookableLocation | undefined;
  onBooked(id: number, code: string): void;
  onSlotTaken(): void;
}

export function useDetailsForm({ request, settings, service, location, onBooked, onSlotTaken }: DetailsInput) {
  const { t } = useLingui();
  const { api } = useElement();
  const route = useElementState((s) => s.route);
  const locale = useElementState((s) => s.locale);
  const [values, setValues] = useState<FormValues>(() => defaultFormValues(defaultPhoneCountry(location?.attributes.country ?? "")));
  const [complianceAgreed, setComplianceAgreed] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  // Fill only what the client has not typed yet.
  useWalkinPrefill(request.selection.walkin, (spot) =>
    setValues((current) => ({
      ...current,
      firstName: current.firstName || spot.firstName,
      lastName: current.lastName || spot.lastName,
      email: current.email || spot.email,
      cellPhone: current.cellPhone || spot.cellPhone,
      receiveSms: current.receiveSms || spot.receiveSms,
    })),
  );

  const mode = useDisplayMode();
  const curbsideOffered =
    settings.features.curbside_pickup === true &&
    location?.attributes.supports_curbside_pickup === true &&
    request.selection.meetingMethod === MeetingMethod.inPerson;
  const fulfillment = fulfillmentChoice(service, curbsideOffered, values.fulfillmentMethod);
  const complianceRequired = settings.page_settings.explicit_compliance_agreement;
  const ctx: FormRulesContext = {
    locationId: request.selection.locationId,
    meetingMethod: request.selection.meetingMethod,
    locale,
    query: route.query,
    mode,
    walkIn: false,
    contactOptions: contactOptionsFor(settings.callback_contact_options, request.selection.meetingMethod),
    fulfillment: fulfillment.method,
    questions: [],
    complianceAgreed,
    parkingSpotLabel: t`Parking spot`,
    settings,
    complianceRequired,
    hasService: true,
  };
  const errors: FieldErrors = { ...serverErrors, ...(attempted ? validateForm(values, ctx) : {}) };

  function update(patch: Partial<FormValues>): void {
    if (patch.email !== undefined) patch.email = normalizeEmail(patch.email);
    setValues((v) => ({ ...v, ...patch }));
    if (Object.keys(serverErrors).length) setServerErrors({});
  }

  /** Validates, then books; answers whether it was sent (false: errors are showing). */
  async function submit(): Promise<boolean> {
    setAttempted(true);
    setProblem(null);
    if (submitting || Object.keys(validateForm(values, ctx)).length) return false;
    setSubmitting(true);
    const body = appointmentRequestBody(values, ctx, request);
    const result = await api.post<{ data: { id: number; attributes: { confirm_code: string } } }>("/api/v3/open/appointments", body, {
      "Idempotency-Key": idempotencyKey,
    });
    if (result.ok) {
      // Stays "submitting": the page is about to change and must not be sent twice.
      onBooked(result.data.data.id, result.data.data.attributes.confirm_code);
      return true;
    }
    setSubmitting(false);
    // The key stays for the retry of a booking an outage may have taken; the server binds a key to
    // its request, so after any other answer the next try (maybe with other details) needs a new one.
    if (!isOutage(result.error)) setIdempotencyKey(newIdempotencyKey());
    const { code, errors: fieldErrors } = result.error;
    // A start refused as not bookable has gone too (the window moved on while the client typed).
    if (code === "slot_taken" || fieldErrors.some((e) => e.field === "start")) onSlotTaken();
    else if (code === "appointment_not_waiting") setProblem("not_waiting");
    else {
      setServerErrors(toFieldErrors(fieldErrors));
      setProblem("error");
    }
    return true;
  }

  return { values, update, errors, fulfillment, complianceRequired, complianceAgreed, setComplianceAgreed, submit, submitting, problem };
}

export type DetailsForm = ReturnType<typeof useDetailsForm>;
