/**
 * What the report covers: the first and last day (native date inputs), a location or all (for
 * a vendor of many, a combobox filtered as one types rather than a list of a thousand), a
 * service, a staff member. "Show" puts the choice in the address, which reads the report
 * again; focus stays on "Show". A range the browser can already tell is wrong is said at its
 * field before asking; the server's refusal is said at its field too.
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { LocationCombobox } from "../desk/location-combobox.js";
import { SelectField } from "../setup/fields/select-field.js";
import { buttonStyle } from "../ui/styles.js";
import { DateField } from "./date-field.js";
import { checkRange, type RangeErrors, useRangeErrorText } from "./range-errors.js";
import type { ReportQuery } from "./report-query.js";
import { useChoiceName } from "./use-choice-name.js";
import type { ReportView } from "#contract";

export type ReportChoice = ReportView["choices"]["locations"][number];

export interface ReportChoices {
  locations: readonly ReportChoice[];
  services: readonly ReportChoice[];
  staff: readonly ReportChoice[];
}

export interface ReportFiltersProps {
  /** What the report shown covers (the server's dates when the address had none). */
  shown: ReportQuery;
  choices: ReportChoices;
  errors: RangeErrors;
  onShow(query: ReportQuery): void;
}

interface Draft {
  from: string;
  to: string;
  location: string;
  service: string;
  staff: string;
}

const draftOf = (q: ReportQuery): Draft => ({
  from: q.from ?? "",
  to: q.to ?? "",
  location: q.location === undefined ? "" : String(q.location),
  service: q.service === undefined ? "" : String(q.service),
  staff: q.staff === undefined ? "" : String(q.staff),
});

const idOf = (value: string): number | undefined => (value ? Number(value) : undefined);

/** Beyond this many locations the choice is typed into a combobox; a short list stays a select. */
const COMBOBOX_FROM_LOCATIONS = 50;
/** The combobox's "All locations" (no location id is 0). */
const ALL_LOCATIONS = 0;

/** A filter form's grid: fields side by side as the width allows, the submit button last. */
export const filterFormStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem;
  align-items: end;
  button {
    justify-self: start;
  }
`;

export function ReportFilters({ shown, choices, errors, onShow }: ReportFiltersProps) {
  const { t } = useLingui();
  const errorText = useRangeErrorText();
  const [draft, setDraft] = useState<Draft>(() => draftOf(shown));
  const [own, setOwn] = useState<RangeErrors>({});
  const shownKey = JSON.stringify(shown);
  const lastShown = useRef(shownKey);
  // A new report (its dates filled in by the server, Back and Forward) is what the form shows.
  useEffect(() => {
    if (lastShown.current === shownKey) return;
    lastShown.current = shownKey;
    setDraft(draftOf(JSON.parse(shownKey) as ReportQuery));
    setOwn({});
  }, [shownKey]);
  const change = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));
  const nameOf = useChoiceName();
  const all = (list: readonly ReportChoice[], label: string) => [{ value: "", label }, ...list.map((c) => ({ value: String(c.id), label: nameOf(c) }))];

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkRange(draft.from, draft.to);
    const said: RangeErrors = {};
    if (found.from) said.from = errorText.rule(found.from);
    if (found.to) said.to = errorText.rule(found.to);
    setOwn(said);
    if (said.from || said.to) {
      document.getElementById(said.from ? "report-from" : "report-to")?.focus();
      return;
    }
    onShow({ from: draft.from, to: draft.to, location: idOf(draft.location), service: idOf(draft.service), staff: idOf(draft.staff) });
  }

  const shownErrors = { ...errors, ...own };
  return (
    <form css={filterFormStyle} onSubmit={submit} noValidate aria-label={t`What the report covers`}>
      <DateField id="report-from" label={t`From`} value={draft.from} onChange={(from) => change({ from })} error={shownErrors.from} />
      <DateField id="report-to" label={t`To`} value={draft.to} onChange={(to) => change({ to })} error={shownErrors.to} />
      {choices.locations.length > COMBOBOX_FROM_LOCATIONS ? (
        <div>
          <LocationCombobox
            branches={[{ id: ALL_LOCATIONS, name: t`All locations` }, ...choices.locations.map((c) => ({ id: c.id, name: nameOf(c) }))]}
            selectedId={idOf(draft.location) ?? ALL_LOCATIONS}
            onSelect={(id) => change({ location: id === ALL_LOCATIONS ? "" : String(id) })}
          />
          {shownErrors.location ? <p role="alert">{shownErrors.location}</p> : null}
        </div>
      ) : (
        <SelectField
          id="report-location"
          label={t`Location`}
          value={draft.location}
          options={all(choices.locations, t`All locations`)}
          onChange={(location) => change({ location })}
          error={shownErrors.location}
        />
      )}
      <SelectField
        id="report-service"
        label={t`Service`}
        value={draft.service}
        options={all(choices.services, t`All services`)}
        onChange={(service) => change({ service })}
        error={shownErrors.service}
      />
      <SelectField
        id="report-staff"
        label={t`Staff member`}
        value={draft.staff}
        options={all(choices.staff, t`All staff`)}
        onChange={(staff) => change({ staff })}
        error={shownErrors.staff}
      />
      <button type="submit" css={buttonStyle}>
        {t`Show`}
      </button>
    </form>
  );
}
