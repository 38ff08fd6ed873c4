/**
 * One staff member's form (`/office/setup/staff/{key}`, or `/new`): name, email, role, the
 * branches they work at (found by typing among many), how they meet clients, on duty. Saves the
 * whole staff list with this person in it; a new person then opens at their own path, where they
 * can be invited. Their working hours are their branches' unless set here; time off is dated
 * leave in each branch's zone.
 */
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useDeferredValue, useState } from "react";
import { LOCALES, MEETING_METHODS, type RoleLevel, type StaffDocument, type VendorDocument } from "#contract";
import { useGo } from "../../app/use-go.js";
import { buttonStyle, formStyle } from "../../ui/styles.js";
import { TextField } from "../../ui/text-field.js";
import { CheckboxField } from "../fields/checkbox-field.js";
import { SelectField } from "../fields/select-field.js";
import { TimeOffFields } from "../fields/time-off-fields.js";
import { languageName } from "../fields/translations-fields.js";
import { WeeklyHoursFields } from "../fields/weekly-hours-fields.js";
import { searchBranches } from "../locations/branch-search.js";
import { useMethodName } from "../locations/use-method-name.js";
import { SaveFeedback } from "../save-feedback.js";
import { setupPath } from "../setup-paths.js";
import { useNewVersion } from "../use-new-version.js";
import { useSave } from "../use-save.js";
import { keyFromName } from "../locations/branch-search.js";
import { newStaffMember, type StaffProblem, staffFieldId, staffProblems } from "./staff-values.js";

const SHOWN_BRANCHES = 25;
/** Own working hours start from no day at all; each day is added by its "Open on …". */
const NO_HOURS = { sunday: null, monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null };

export function StaffForm({ doc, version, index }: { doc: VendorDocument; version: number; index: number | undefined }) {
  const { t } = useLingui();
  const { go } = useGo();
  const methodName = useMethodName();
  const isNew = index === undefined;
  const at = index ?? doc.staff.length;
  const { save, busy, feedback, setFeedback, fieldError, reload } = useSave(`staff.${at}`);
  const initial = () => (isNew ? newStaffMember() : (doc.staff[at] ?? newStaffMember()));
  const [person, setPerson] = useState<StaffDocument>(initial);
  const [keyTouched, setKeyTouched] = useState(false);
  const [problems, setProblems] = useState<Map<string, StaffProblem>>(new Map());
  const [branchQuery, setBranchQuery] = useState("");
  const deferredQuery = useDeferredValue(branchQuery);
  useNewVersion(version, () => setPerson(initial()));
  const change = (patch: Partial<StaffDocument>) => setPerson((current) => ({ ...current, ...patch }));

  const roles: { value: string; label: string }[] = [
    { value: "10", label: t`Staff: their own branches' desk` },
    { value: "20", label: t`Manager: every branch's desk` },
    { value: "30", label: t`Admin: the desk and setup` },
  ];
  if (!roles.some((role) => role.value === String(person.role_level))) {
    const level = person.role_level;
    roles.push({ value: String(level), label: t`Level ${level}` });
  }
  const problemText = (problem: StaffProblem | undefined): string | undefined => {
    switch (problem) {
      case undefined:
        return undefined;
      case "required":
        return t`This field is required.`;
      case "key_invalid":
        return t`Use lowercase letters, digits, - or _ (at most 63), starting with a letter or digit.`;
      case "key_taken":
        return t`Another person has this key.`;
      case "email_invalid":
        return t`Enter a valid email address.`;
      case "method_required":
        return t`Choose at least one way to meet.`;
      case "time":
        return t`Enter a time like 09:00 (24:00 for midnight).`;
      case "order":
        return t`The closing time must be after the opening time.`;
      case "end_before_start":
        return t`The end must be after the start.`;
    }
  };
  const errorAt = (path: string) => problemText(problems.get(path)) ?? fieldError(path, true);
  const branches = searchBranches(doc.locations, deferredQuery);
  const chosen = person.locations.length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = staffProblems(person, doc, isNew);
    setProblems(found);
    const first = [...found.keys()][0];
    if (first !== undefined) {
      setFeedback({ alert: { message: t`Nothing was saved. Correct the fields marked below and save again.`, conflict: false } });
      document.getElementById(staffFieldId(first))?.focus();
      return;
    }
    const saved: StaffDocument = { ...person, full_name: person.full_name.trim(), email: person.email?.trim() || undefined };
    const staff = isNew ? [...doc.staff, saved] : doc.staff.map((p, i) => (i === at ? saved : p));
    const outcome = await save({ staff });
    if (outcome.kind === "invalid") {
      const mine = outcome.errors.find((e) => e.field.startsWith(`staff.${at}.`));
      document.getElementById(staffFieldId(mine ? mine.field.slice(`staff.${at}.`.length) : "full_name"))?.focus();
    } else if (outcome.kind === "saved" && isNew) go(setupPath("staff", saved.key), { replace: true });
  }

  return (
    <form css={formStyle} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="staff-heading">
      <TextField
        id="staff-full-name"
        label={t`Full name`}
        value={person.full_name}
        onChange={(full_name) => {
          change({ full_name });
          if (isNew && !keyTouched) change({ key: keyFromName(full_name) });
        }}
        error={errorAt("full_name")}
        required
      />
      {isNew ? (
        <TextField
          id="staff-key"
          label={t`Key`}
          value={person.key}
          onChange={(key) => {
            setKeyTouched(true);
            change({ key });
          }}
          error={errorAt("key")}
        />
      ) : null}
      <TextField
        id="staff-email"
        type="email"
        label={t`Email`}
        hint={t`Where their invitation and sign-in links go.`}
        value={person.email ?? ""}
        onChange={(email) => change({ email })}
        error={errorAt("email")}
      />
      <SelectField
        id="staff-role-level"
        label={t`Role`}
        value={String(person.role_level)}
        options={roles}
        onChange={(value) => change({ role_level: Number(value) as RoleLevel })}
        error={errorAt("role_level")}
      />
      <fieldset>
        <legend>{t`Works at`}</legend>
        <TextField id="staff-branch-search" label={t`Find a branch`} value={branchQuery} onChange={setBranchQuery} />
        <p role="status">{t`${chosen} chosen.`}</p>
        {branches.slice(0, SHOWN_BRANCHES).map(({ location }) => (
          <CheckboxField
            key={location.key}
            id={`staff-location-${location.key}`}
            label={location.name || location.address}
            checked={person.locations.includes(location.key)}
            onChange={(on) =>
              setPerson((current) => ({
                ...current,
                locations: on ? [...current.locations, location.key] : current.locations.filter((key) => key !== location.key),
              }))
            }
          />
        ))}
        {branches.length > SHOWN_BRANCHES ? <p>{t`More branches match; type more of the name to find them.`}</p> : null}
      </fieldset>
      <fieldset>
        <legend>{t`Ways to meet`}</legend>
        {MEETING_METHODS.map((method, m) => (
          <CheckboxField
            key={method}
            id={m === 0 ? "staff-meeting-methods" : `staff-meeting-methods-${method}`}
            label={methodName(method)}
            checked={person.meeting_methods.includes(method)}
            error={m === 0 ? errorAt("meeting_methods") : undefined}
            onChange={(on) =>
              setPerson((current) => ({
                ...current,
                meeting_methods: on ? [...current.meeting_methods, method].sort() : current.meeting_methods.filter((x) => x !== method),
              }))
            }
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t`Services they serve`}</legend>
        <p className="hint">{t`None chosen: they serve every service.`}</p>
        {doc.services.map((service) => (
          <CheckboxField
            key={service.key}
            id={`staff-service-${service.key}`}
            label={service.name}
            checked={person.services.includes(service.key)}
            onChange={(on) =>
              setPerson((current) => ({
                ...current,
                services: on ? [...current.services, service.key] : current.services.filter((key) => key !== service.key),
              }))
            }
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t`Languages they speak`}</legend>
        {LOCALES.map((locale) => (
          <CheckboxField
            key={locale}
            id={`staff-language-${locale}`}
            label={<span lang={locale}>{languageName(locale)}</span>}
            checked={person.languages.includes(locale)}
            onChange={(on) =>
              setPerson((current) => ({ ...current, languages: on ? [...current.languages, locale] : current.languages.filter((tag) => tag !== locale) }))
            }
          />
        ))}
      </fieldset>
      <CheckboxField id="staff-on-duty" label={t`On duty`} checked={person.on_duty} onChange={(on_duty) => change({ on_duty })} />
      <CheckboxField
        id="staff-branch-hours"
        label={t`Works their branches' opening hours`}
        checked={person.working_hours === null}
        onChange={(on) => change({ working_hours: on ? null : NO_HOURS })}
      />
      {person.working_hours ? (
        <WeeklyHoursFields
          idPrefix="staff-hours"
          legend={t`Working hours`}
          value={person.working_hours}
          onChange={(update) =>
            setPerson((current) => ({ ...current, working_hours: current.working_hours ? update(current.working_hours) : current.working_hours }))
          }
          errorOf={(path) => errorAt(`working_hours.${path}`)}
        />
      ) : null}
      <TimeOffFields
        idPrefix="staff-leave"
        kind="leave"
        legend={t`Time off`}
        value={person.time_off}
        onChange={(update) => setPerson((current) => ({ ...current, time_off: update(current.time_off) }))}
        errorOf={(path) => errorAt(`time_off.${path}`)}
      />
      <div>
        <button type="submit" css={buttonStyle} aria-disabled={busy || undefined}>
          {t`Save staff member`}
        </button>
      </div>
      <SaveFeedback id="staff-form-alert" feedback={feedback} onReload={() => void reload()} />
    </form>
  );
}
