/**
 * The form's state and rules: values (restored from and saved to the draft), the chosen
 * service and its forced fulfilment, the questions it asks, errors from the shared rules and
 * from the server, and when the submit button is disabled or held back (spec section 4).
 */
import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { MeetingMethod, checkNotes, contactOptionsFor, normalizeEmail, type AnswerValue, type FieldError, type PublicVendorSettings } from "#contract";
import { useWalkInFlag } from "../../routing/use-walk-in-flag.js";
import { useElement, useElementState } from "../../element/element-context.js";
import { useDisplayMode } from "../../routing/use-display-mode.js";
import type { JoinLocation } from "../../api/join-location.js";
import { loadDraft, saveDraft } from "./form-draft.js";
import { defaultFormValues, type FormValues } from "../../client-form/form-values.js";
import { fulfillmentChoice } from "../../client-form/fulfillment-rules.js";
import { joinRequestBody } from "../../client-form/join-request.js";
import { defaultPhoneCountry } from "../../client-form/phone-country.js";
import type { QueueServicesState } from "./use-queue-services.js";
import { useQuestions } from "./use-questions.js";
import { useSubmitJoin } from "./use-submit-join.js";
import { toFieldErrors, validateForm, type FieldErrors, type FormRulesContext } from "../../client-form/validate-form.js";

export interface JoinFormInput {
  location: JoinLocation;
  services: QueueServicesState;
  meetingMethod: number;
  settings: PublicVendorSettings;
}

/** The linked service (URL or attribute) if the location offers it, else the first. */
function defaultService<S extends { id: number }>(list: readonly S[], linked: number): S | undefined {
  return list.find((s) => s.id === linked) ?? list[0];
}

export function useJoinForm({ location, services, meetingMethod, settings }: JoinFormInput) {
  const { t } = useLingui();
  const { attributes, api } = useElement();
  const route = useElementState((s) => s.route);
  const locale = useElementState((s) => s.locale);
  const mode = useDisplayMode();
  const kiosk = mode === "kiosk";
  const draftVendor = api.vendor ?? settings.slug;

  // A kiosk is shared by strangers, so it never keeps a draft for the next person to find.
  const ready = services.status === "ready" ? services.data : null;
  const serviceList = ready?.data[0] ?? [];
  const linked = Number(route.query.service ?? attributes.service);
  // With the services already known (a hosted page inlines them), the first render has its
  // service chosen, as the server-rendered form shows it.
  const [values, setValues] = useState<FormValues>(() => {
    const defaults = defaultFormValues(defaultPhoneCountry(location.country));
    const start = kiosk ? defaults : loadDraft(draftVendor, location.id, defaults);
    const chosen = serviceList.some((s) => s.id === start.topic) ? undefined : defaultService(serviceList, linked);
    return chosen ? { ...start, topic: chosen.id } : start;
  });
  const [complianceAgreed, setComplianceAgreed] = useState(false);
  const [walkIn, setWalkIn] = useState(useWalkInFlag());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft is saved when the values change; the vendor, location and kiosk mode stay the same for a form's life (the screen is keyed by location).
  useEffect(() => {
    if (!kiosk) saveDraft(draftVendor, location.id, values);
  }, [values]);

  const service = serviceList.find((s) => s.id === values.topic);

  // Once services arrive, a missing or stale choice becomes the linked service, else the first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the linked service (URL or attribute) is read when the services arrive, not followed afterwards.
  useEffect(() => {
    if (service) return;
    const next = defaultService(serviceList, linked);
    if (next) setValues((v) => ({ ...v, topic: next.id }));
  }, [serviceList, service]);

  const { questions, loading: questionsLoading } = useQuestions(settings.walkin_questions, service?.id ?? 0);
  const curbsideOffered = settings.features.curbside_pickup === true && location.supports_curbside_pickup && meetingMethod === MeetingMethod.inPerson;
  const fulfillment = fulfillmentChoice(service, curbsideOffered, values.fulfillmentMethod);
  const complianceRequired = settings.page_settings.explicit_compliance_agreement && !kiosk;
  const options = contactOptionsFor(settings.callback_contact_options, meetingMethod);

  const ctx: FormRulesContext = {
    locationId: location.id,
    meetingMethod,
    locale,
    query: route.query,
    mode,
    walkIn,
    contactOptions: options,
    fulfillment: fulfillment.method,
    questions,
    complianceAgreed,
    parkingSpotLabel: t`Parking spot`,
    settings,
    complianceRequired,
    hasService: service !== undefined,
  };
  const clientErrors = attempted ? validateForm(values, ctx) : {};
  // Spec section 5: the notes digit rule is checked on every change, before any submit.
  const notesCode = options.notes === "hidden" ? null : checkNotes(values.notes, settings.features.notes_digit_validation === true);
  const errors: FieldErrors = { ...serverErrors, ...clientErrors, ...(notesCode ? { notes: notesCode } : {}) };

  const join = useSubmitJoin({
    locationId: location.id,
    draftVendor,
    kiosk,
    onFailure(fieldErrors: readonly FieldError[]) {
      setWalkIn(false);
      setServerErrors(toFieldErrors(fieldErrors));
      // The line may have changed under the client (staff went off duty): ask again.
      if (fieldErrors.some((e) => e.code === "service_unavailable")) services.reload();
    },
  });

  const isPrivate = location.visibility === "private" || ready?.meta.unavailable_reason === "private_location";
  // "Loading" lasts until a service is chosen too: its questions are not known before.
  const servicesLoading = services.status === "loading" || (services.status === "ready" && services.reloading) || (serviceList.length > 0 && !service);
  // Until the service's questions are known, the form cannot tell which answers it needs.
  const unavailable = join.submitting || servicesLoading || questionsLoading || !serviceList.length || isPrivate;
  const complianceMissing = complianceRequired && !complianceAgreed;
  // Notes the digit rule refuses hold submit back (aria-disabled, still in the tab order: a
  // disabled button is skipped and explains nothing). "I accept" not ticked does not: submit is a
  // plain button whose press shows what to fix, as with any other missing field.
  const blocked = notesCode !== null;
  const disabled = unavailable || blocked || complianceMissing;

  function update(patch: Partial<FormValues>): void {
    if ("email" in patch && patch.email !== undefined) patch.email = normalizeEmail(patch.email);
    setValues((v) => ({ ...v, ...patch }));
    // A server error is about what was sent; once the client edits, the shared rules take over.
    if (Object.keys(serverErrors).length) setServerErrors({});
  }

  /** Validates, then sends; answers whether the form was sent (false: errors are showing). */
  async function submit(): Promise<boolean> {
    setAttempted(true);
    setServerErrors({});
    if (disabled || Object.keys(validateForm(values, ctx)).length) return false;
    await join.submit(joinRequestBody(values, ctx));
    return true;
  }

  return {
    values,
    update,
    /** The vendor's contact options as they apply to this meeting method. */
    options,
    setAnswer: (id: number, value: AnswerValue | undefined) => {
      const answers = { ...values.answers };
      if (value === undefined) delete answers[String(id)];
      else answers[String(id)] = value;
      update({ answers });
    },
    complianceAgreed,
    setComplianceAgreed,
    complianceRequired,
    kiosk,
    questions,
    fulfillment,
    errors,
    /** Submit cannot be used now (loading, sending, nothing to join): the button is disabled. */
    unavailable,
    /** Submit is held back by notes the digit rule refuses: the button is aria-disabled. */
    blocked,
    complianceMissing,
    submit,
    submitting: join.submitting,
    /** Services or questions are loading: the form is not complete yet. */
    busy: servicesLoading || questionsLoading,
    snackbar: join.snackbar,
    hideSnackbar: join.hideSnackbar,
    services: {
      loading: services.status === "loading",
      list: serviceList,
      waits: ready?.data[1] ?? [],
      showWaitTime: ready?.meta.show_wait_time ?? true,
      reason: ready?.meta.unavailable_reason ?? null,
    },
  };
}
