/**
 * One service's form (`/office/setup/services/{key}`, or `/new`). Saves the document's whole
 * list of services with this one in it; a new service is also added to the branches chosen in
 * "Offer it at" (the same save patches `locations`), then opens at its own path.
 */
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import type { ServiceDocument, VendorDocument } from "#contract";
import { useGo } from "../../app/use-go.js";
import { buttonStyle, formStyle } from "../../ui/styles.js";
import { TextField } from "../../ui/text-field.js";
import { CheckboxField } from "../fields/checkbox-field.js";
import { TextAreaField } from "../fields/text-area-field.js";
import { TranslationsFields } from "../fields/translations-fields.js";
import { SaveFeedback } from "../save-feedback.js";
import { setupPath } from "../setup-paths.js";
import { useNewVersion } from "../use-new-version.js";
import { useSave } from "../use-save.js";
import { OfferAtFields } from "./offer-at-fields.js";
import { fieldIdOf, keyFromName, type ServiceProblem, type ServiceValues, serviceOf, serviceProblems, valuesOf } from "./service-values.js";

export function ServiceForm({ doc, version, index }: { doc: VendorDocument; version: number; index: number | undefined }) {
  const { t } = useLingui();
  const { go } = useGo();
  const isNew = index === undefined;
  const at = index ?? doc.services.length;
  const { save, busy, feedback, setFeedback, fieldError, reload } = useSave(`services.${at}`);
  const initial = () => valuesOf(isNew ? undefined : doc.services[at]);
  const [values, setValues] = useState<ServiceValues>(initial);
  const [keyTouched, setKeyTouched] = useState(false);
  const [problems, setProblems] = useState<Map<string, ServiceProblem>>(new Map());
  useNewVersion(version, () => {
    if (!isNew) setValues(initial());
  });
  const change = (patch: Partial<ServiceDocument>) => setValues((v) => ({ ...v, service: { ...v.service, ...patch } }));
  const problemText = (problem: ServiceProblem | undefined): string | undefined => {
    switch (problem) {
      case undefined:
        return undefined;
      case "required":
        return t`This field is required.`;
      case "key_invalid":
        return t`Use lowercase letters, digits, - or _ (at most 63), starting with a letter or digit.`;
      case "key_taken":
        return t`Another service has this key.`;
      case "duration":
        return t`Enter whole minutes from 1 to 480.`;
      case "sort_order":
        return t`Enter a whole number.`;
      case "method_required":
        return t`Choose at least one way to meet.`;
    }
  };
  const errorAt = (path: string) => problemText(problems.get(path)) ?? fieldError(path, true);
  const { service } = values;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = serviceProblems(values, doc, isNew, at);
    setProblems(found);
    const first = [...found.keys()][0];
    if (first !== undefined) {
      setFeedback({ alert: { message: t`Nothing was saved. Correct the fields marked below and save again.`, conflict: false } });
      document.getElementById(fieldIdOf(first))?.focus();
      return;
    }
    const saved = serviceOf(values);
    const services = isNew ? [...doc.services, saved] : doc.services.map((s, i) => (i === at ? saved : s));
    const patch: Partial<VendorDocument> = { services };
    if (isNew && values.branches.size > 0)
      patch.locations = doc.locations.map((l) =>
        values.branches.has(l.key) ? { ...l, services: [...l.services, { service: saved.key, meeting_methods: values.methods }] } : l,
      );
    const outcome = await save(patch);
    if (outcome.kind === "invalid") {
      const mine = outcome.errors.find((e) => e.field.startsWith(`services.${at}.`));
      document.getElementById(fieldIdOf(mine ? mine.field.slice(`services.${at}.`.length) : "name"))?.focus();
    } else if (outcome.kind === "saved" && isNew) go(setupPath("services", saved.key), { replace: true });
  }

  return (
    <form css={formStyle} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="service-heading">
      <TextField
        id="service-name"
        label={t`Name`}
        value={service.name}
        onChange={(name) => {
          change(isNew && !keyTouched ? { name, key: keyFromName(name) } : { name });
        }}
        error={errorAt("name")}
        required
      />
      {isNew ? (
        <TextField
          id="service-key"
          label={t`Key`}
          hint={t`How the service is named in links, files and the API. It cannot change later.`}
          value={service.key}
          onChange={(key) => {
            setKeyTouched(true);
            change({ key });
          }}
          error={errorAt("key")}
        />
      ) : null}
      <TranslationsFields
        idPrefix="service-name"
        field="name"
        legend={t`Name in other languages (optional)`}
        own={doc.text_language}
        translations={service.translations}
        onChange={(translations) => change({ translations })}
        errorOf={(locale) => errorAt(`translations.${locale}.name`)}
      />
      <TextAreaField
        id="service-instructions"
        label={t`Instructions`}
        hint={t`What clients should know or bring, shown when they choose this service.`}
        value={service.instructions}
        onChange={(instructions) => change({ instructions })}
        error={errorAt("instructions")}
      />
      <TranslationsFields
        idPrefix="service-instructions"
        field="instructions"
        legend={t`Instructions in other languages (optional)`}
        translations={service.translations}
        onChange={(translations) => change({ translations })}
        errorOf={(locale) => errorAt(`translations.${locale}.instructions`)}
      />
      <TextField
        id="service-duration"
        label={t`Duration in minutes`}
        hint={t`A first estimate of one visit, from 1 to 480; later learned from finished visits.`}
        value={values.duration}
        onChange={(duration) => setValues((v) => ({ ...v, duration }))}
        error={errorAt("duration_minutes")}
      />
      <CheckboxField
        id="service-curbside"
        label={t`Curbside pickup`}
        checked={service.supports_curbside_pickup}
        onChange={(supports_curbside_pickup) => change({ supports_curbside_pickup })}
        error={errorAt("supports_curbside_pickup")}
      />
      <CheckboxField
        id="service-lobby"
        label={t`Shown in the lobby for walk-ins`}
        checked={service.display_in_lobby}
        onChange={(display_in_lobby) => change({ display_in_lobby })}
        error={errorAt("display_in_lobby")}
      />
      <CheckboxField
        id="service-invite-only"
        label={t`Invite only (booked with an invitation code, never listed)`}
        checked={service.invite_only}
        onChange={(invite_only) => change({ invite_only })}
        error={errorAt("invite_only")}
      />
      <TextField
        id="service-sort-order"
        label={t`Sort order`}
        hint={t`Services are listed from the lowest number up.`}
        value={values.sortOrder}
        onChange={(sortOrder) => setValues((v) => ({ ...v, sortOrder }))}
        error={errorAt("sort_order")}
      />
      {isNew ? (
        <OfferAtFields
          doc={doc}
          branches={values.branches}
          methods={values.methods}
          onBranches={(branches) => setValues((v) => ({ ...v, branches }))}
          onMethods={(methods) => setValues((v) => ({ ...v, methods }))}
          methodsError={problemText(problems.get("methods"))}
        />
      ) : null}
      <div>
        <button type="submit" css={buttonStyle} aria-disabled={busy || undefined}>
          {isNew ? t`Add the service` : t`Save`}
        </button>
      </div>
      <SaveFeedback id="service-feedback" feedback={feedback} onReload={() => void reload()} />
    </form>
  );
}
