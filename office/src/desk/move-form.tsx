/**
 * Moving a booking to another time and/or staff member, behind a disclosure. The time is typed on
 * the location's clock, whatever the browser's zone, and sent as typed (`start_local`): the
 * server finds the instant with its zone rules and checks hours, grid and availability.
 */
import type { StaffAppointmentEntry, StaffMemberSummary } from "#contract";
import { RoleLevel } from "#contract";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useState } from "react";
import { fullName } from "./client-name.js";
import { useDesk } from "./desk-context.js";
import { disclosureStyle, formStyle } from "./form-style.js";
import { buttonStyle } from "../ui/styles.js";

export interface MoveFormProps {
  entry: StaffAppointmentEntry;
  /** Everyone assigned to the location. */
  staff: readonly StaffMemberSummary[];
  formName: string;
}

export function MoveForm({ entry, staff, formName }: MoveFormProps) {
  const { t } = useLingui();
  const { actions } = useDesk();
  const id = useId();
  const a = entry.attributes;
  const name = fullName(a.client);
  const [open, setOpen] = useState(false);
  const [when, setWhen] = useState(a.start_local.wall);
  const [staffId, setStaffId] = useState(String(a.staff.id));
  // Kiosk accounts are nobody's appointment; the one booked is always a choice.
  const bookable = staff.filter((s) => s.role_level !== RoleLevel.kiosk);
  const people = bookable.some((s) => s.id === a.staff.id) ? bookable : [{ id: a.staff.id, full_name: a.staff.full_name }, ...bookable];
  const zone = a.timezone;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The input gives "2026-11-24T10:30" (seconds only if typed); the wire takes minutes.
    const start = /^\d{4}-\d\d-\d\dT\d\d:\d\d/.exec(when)?.[0];
    const change: { start_local?: string; staff_id?: number } = {};
    if (start && start !== a.start_local.wall) change.start_local = start;
    if (Number(staffId) !== a.staff.id) change.staff_id = Number(staffId);
    const who = people.find((p) => String(p.id) === staffId)?.full_name ?? a.staff.full_name;
    if (await actions.move(entry, change, who)) setOpen(false);
  };

  return (
    <details css={disclosureStyle} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary aria-label={t`Move: ${name}`}>{t`Move`}</summary>
      <form css={formStyle} aria-label={formName} onSubmit={submit}>
        <label htmlFor={`${id}-when`}>{t`New time (${zone})`}</label>
        <input id={`${id}-when`} type="datetime-local" step={900} required value={when} onChange={(e) => setWhen(e.target.value)} />
        <label htmlFor={`${id}-staff`}>{t`Staff member`}</label>
        <select id={`${id}-staff`} value={staffId} onChange={(e) => setStaffId(e.target.value)}>
          {people.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.full_name}
            </option>
          ))}
        </select>
        <button type="submit" css={buttonStyle}>{t`Move appointment`}</button>
      </form>
    </details>
  );
}
