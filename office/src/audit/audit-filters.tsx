/**
 * What the log shows: a range of UTC days, an action (or all), a person seen in the entries.
 * "Show" puts the choice in the address, which reads the log again; the server's refusal (422)
 * is said at its field.
 */
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useState } from "react";
import { DateField } from "../reports/date-field.js";
import { filterFormStyle } from "../reports/report-filters.js";
import { SelectField } from "../setup/fields/select-field.js";
import { buttonStyle } from "../ui/styles.js";
import type { AuditFilters } from "./audit-query.js";
import { useActionLabel } from "./use-action-label.js";

export type AuditFieldErrors = Partial<Record<"from" | "to" | "action" | "staff", string>>;

export interface AuditFiltersProps {
  shown: AuditFilters;
  actions: readonly string[];
  /** People seen in the entries, by staff id. */
  people: ReadonlyMap<number, string>;
  errors: AuditFieldErrors;
  onShow(filters: AuditFilters): void;
}

const draftOf = (f: AuditFilters) => ({ from: f.from ?? "", to: f.to ?? "", action: f.action ?? "", staff: f.staff === undefined ? "" : String(f.staff) });

export function AuditFiltersForm({ shown, actions, people, errors, onShow }: AuditFiltersProps) {
  const { t } = useLingui();
  const actionLabel = useActionLabel();
  const [draft, setDraft] = useState(() => draftOf(shown));
  const shownKey = JSON.stringify(shown);
  // Back and Forward change the address: the form shows what the table shows.
  useEffect(() => setDraft(draftOf(JSON.parse(shownKey) as AuditFilters)), [shownKey]);
  const change = (part: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...part }));
  const actionOptions = [{ value: "", label: t`All` }, ...actions.map((action) => ({ value: action, label: actionLabel(action) }))];
  if (draft.action && !actions.includes(draft.action)) actionOptions.push({ value: draft.action, label: actionLabel(draft.action) });
  const personOptions = [{ value: "", label: t`Everyone` }, ...[...people].map(([id, name]) => ({ value: String(id), label: name }))];
  if (draft.staff && !people.has(Number(draft.staff))) personOptions.push({ value: draft.staff, label: t`Staff member ${draft.staff}` });

  function submit(event: FormEvent) {
    event.preventDefault();
    onShow({
      from: draft.from || undefined,
      to: draft.to || undefined,
      action: draft.action || undefined,
      staff: draft.staff ? Number(draft.staff) : undefined,
    });
  }

  const utc = t`A day in UTC.`;
  return (
    <form css={filterFormStyle} onSubmit={submit} noValidate aria-label={t`What the log shows`}>
      <DateField id="audit-from" label={t`From`} hint={utc} required={false} value={draft.from} onChange={(from) => change({ from })} error={errors.from} />
      <DateField id="audit-to" label={t`To`} hint={utc} required={false} value={draft.to} onChange={(to) => change({ to })} error={errors.to} />
      <SelectField
        id="audit-action"
        label={t`Action`}
        value={draft.action}
        options={actionOptions}
        onChange={(action) => change({ action })}
        error={errors.action}
      />
      <SelectField
        id="audit-staff"
        label={t`Person`}
        value={draft.staff}
        options={personOptions}
        onChange={(staff) => change({ staff })}
        error={errors.staff}
      />
      <button type="submit" css={buttonStyle}>
        {t`Show`}
      </button>
    </form>
  );
}
