/**
 * One branch's form (`/office/setup/locations/{key}`, or `/new`): its names (in the eight
 * languages), address and map pin, time zone from the IANA list, hours per weekday, closures and
 * holidays, the services it offers, and whether it is private or closed for now. Saves the
 * document's whole list of branches with this one in it; a new branch then opens at its own path.
 */
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useMemo, useState } from "react";
import type { VendorDocument } from "#contract";
import { useGo } from "../../app/use-go.js";
import { buttonStyle, formStyle } from "../../ui/styles.js";
import { TextField } from "../../ui/text-field.js";
import { CheckboxField } from "../fields/checkbox-field.js";
import { SelectField } from "../fields/select-field.js";
import { TextAreaField } from "../fields/text-area-field.js";
import { TimeOffFields } from "../fields/time-off-fields.js";
import { TranslationsFields } from "../fields/translations-fields.js";
import { WeeklyHoursFields } from "../fields/weekly-hours-fields.js";
import { SaveFeedback } from "../save-feedback.js";
import { setupPath } from "../setup-paths.js";
import { useNewVersion } from "../use-new-version.js";
import { useSave } from "../use-save.js";
import { keyFromName } from "./branch-search.js";
import { type BranchProblem, type BranchValues, branchOf, branchProblems, fieldIdOf, newBranch, valuesOf } from "./branch-values.js";
import { ServicesOffered } from "./services-offered.js";

const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
const zones = (): string[] => (typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["UTC"]);

export function BranchForm({ doc, version, index }: { doc: VendorDocument; version: number; index: number | undefined }) {
  const { t } = useLingui();
  const { go } = useGo();
  const isNew = index === undefined;
  const at = index ?? doc.locations.length;
  const { save, busy, feedback, setFeedback, fieldError, reload } = useSave(`locations.${at}`);
  const initial = () => valuesOf(isNew ? newBranch(browserZone()) : (doc.locations[at] ?? newBranch(browserZone())));
  const [values, setValues] = useState<BranchValues>(initial);
  const [keyTouched, setKeyTouched] = useState(false);
  const [problems, setProblems] = useState<Map<string, BranchProblem>>(new Map());
  useNewVersion(version, () => setValues(initial()));
  const zoneOptions = useMemo(() => {
    const list = zones();
    const own = values.location.timezone;
    return (list.includes(own) ? list : [own, ...list]).map((zone) => ({ value: zone, label: zone }));
  }, [values.location.timezone]);

  const change = (patch: Partial<BranchValues["location"]>) => setValues((current) => ({ ...current, location: { ...current.location, ...patch } }));
  const problemText = (problem: BranchProblem | undefined): string | undefined => {
    switch (problem) {
      case undefined:
        return undefined;
      case "required":
        return t`This field is required.`;
      case "key_invalid":
        return t`Use lowercase letters, digits, - or _ (at most 63), starting with a letter or digit.`;
      case "key_taken":
        return t`Another branch has this key.`;
      case "country_invalid":
        return t`Enter the country's two-letter code, like CA or US.`;
      case "number_invalid":
        return t`Enter a number: latitude from -90 to 90, longitude from -180 to 180.`;
      case "time":
        return t`Enter a time like 09:00 (24:00 for midnight).`;
      case "order":
        return t`The closing time must be after the opening time.`;
      case "end_before_start":
        return t`The end must be after the start.`;
      case "method_required":
        return t`Choose at least one way to meet.`;
    }
  };
  const errorAt = (path: string) => problemText(problems.get(path)) ?? fieldError(path, true);
  const { location } = values;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = branchProblems(values, doc, isNew);
    setProblems(found);
    const first = [...found.keys()][0];
    if (first !== undefined) {
      setFeedback({ alert: { message: t`Nothing was saved. Correct the fields marked below and save again.`, conflict: false } });
      document.getElementById(fieldIdOf(first))?.focus();
      return;
    }
    const branch = branchOf(values);
    const locations = isNew ? [...doc.locations, branch] : doc.locations.map((l, i) => (i === at ? branch : l));
    const outcome = await save({ locations });
    if (outcome.kind === "invalid") {
      const mine = outcome.errors.find((e) => e.field.startsWith(`locations.${at}.`));
      document.getElementById(fieldIdOf(mine ? mine.field.slice(`locations.${at}.`.length) : "name"))?.focus();
    } else if (outcome.kind === "saved" && isNew) go(setupPath("locations", branch.key), { replace: true });
  }

  const lat = Number(values.lat);
  const lng = Number(values.lng);
  return (
    <form css={formStyle} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="branch-heading">
      <TextField
        id="branch-name"
        label={t`Name`}
        hint={t`What clients see; the address when empty.`}
        value={location.name}
        onChange={(name) => {
          change({ name });
          if (isNew && !keyTouched) change({ key: keyFromName(name) });
        }}
        error={errorAt("name")}
      />
      {isNew ? (
        <TextField
          id="branch-key"
          label={t`Key`}
          hint={t`How the branch is named in links, files and the API. It cannot change later.`}
          value={location.key}
          onChange={(key) => {
            setKeyTouched(true);
            change({ key });
          }}
          error={errorAt("key")}
        />
      ) : null}
      <TranslationsFields
        idPrefix="branch-name"
        field="name"
        legend={t`Name in other languages (optional)`}
        own={location.lang}
        translations={location.translations}
        onChange={(translations) => change({ translations })}
        errorOf={(locale) => errorAt(`translations.${locale}.name`)}
      />
      <TextField
        id="branch-address"
        label={t`Address`}
        value={location.address}
        onChange={(address) => change({ address })}
        error={errorAt("address")}
        required
      />
      <TextField id="branch-city" label={t`City`} value={location.city} onChange={(city) => change({ city })} error={errorAt("city")} />
      <TextField
        id="branch-prov-state"
        label={t`Province or state`}
        value={location.prov_state}
        onChange={(prov_state) => change({ prov_state })}
        error={errorAt("prov_state")}
      />
      <TextField
        id="branch-postal-zip"
        label={t`Postal code`}
        value={location.postal_zip}
        onChange={(postal_zip) => change({ postal_zip })}
        error={errorAt("postal_zip")}
      />
      <TextField
        id="branch-country"
        label={t`Country`}
        hint={t`Two letters, like CA or US.`}
        value={location.country}
        onChange={(country) => change({ country: country.toUpperCase() })}
        error={errorAt("country")}
        required
      />
      <TextField id="branch-phone" label={t`Phone`} value={location.phone} onChange={(phone) => change({ phone })} error={errorAt("phone")} />
      <fieldset>
        <legend>{t`Map pin`}</legend>
        <TextField
          id="branch-lat"
          label={t`Latitude`}
          value={values.lat}
          onChange={(text) => setValues((v) => ({ ...v, lat: text }))}
          error={errorAt("coordinates.lat")}
        />
        <TextField
          id="branch-lng"
          label={t`Longitude`}
          value={values.lng}
          onChange={(text) => setValues((v) => ({ ...v, lng: text }))}
          error={errorAt("coordinates.lng")}
        />
        {Number.isFinite(lat) && Number.isFinite(lng) ? (
          <p>
            <a href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`} target="_blank" rel="noreferrer">
              {t`Show on a map (opens a new tab)`}
            </a>
          </p>
        ) : null}
      </fieldset>
      <SelectField
        id="branch-timezone"
        label={t`Time zone`}
        hint={t`The branch's hours, closures and appointments are in this zone.`}
        value={location.timezone}
        options={zoneOptions}
        onChange={(timezone) => change({ timezone })}
        error={errorAt("timezone")}
      />
      <WeeklyHoursFields
        idPrefix="branch-hours"
        legend={t`Opening hours`}
        value={location.hours}
        onChange={(update) => setValues((v) => ({ ...v, location: { ...v.location, hours: update(v.location.hours) } }))}
        errorOf={(path) => errorAt(`hours.${path}`)}
      />
      <TimeOffFields
        idPrefix="branch-closures"
        legend={t`Closures and holidays`}
        value={location.time_off}
        onChange={(update) => setValues((v) => ({ ...v, location: { ...v.location, time_off: update(v.location.time_off) } }))}
        errorOf={(path) => errorAt(`time_off.${path}`)}
      />
      <ServicesOffered
        services={doc.services}
        offers={location.services}
        onChange={(update) => setValues((v) => ({ ...v, location: { ...v.location, services: update(v.location.services) } }))}
        errorOf={errorAt}
      />
      <CheckboxField
        id="branch-visibility"
        label={t`Private: only clients with an invitation link see it`}
        checked={location.visibility === "private"}
        onChange={(on) => change({ visibility: on ? "private" : "public" })}
      />
      <CheckboxField
        id="branch-temporarily-closed"
        label={t`Closed for now, whatever the hours say`}
        checked={location.temporarily_closed}
        onChange={(temporarily_closed) => change({ temporarily_closed })}
      />
      <TextAreaField
        id="branch-instructions"
        label={t`Instructions for clients`}
        value={location.instructions}
        onChange={(instructions) => change({ instructions })}
        error={errorAt("instructions")}
      />
      <div>
        <button type="submit" css={buttonStyle} aria-disabled={busy || undefined}>
          {t`Save branch`}
        </button>
      </div>
      <SaveFeedback id="branch-alert" feedback={feedback} onReload={() => void reload()} />
    </form>
  );
}
