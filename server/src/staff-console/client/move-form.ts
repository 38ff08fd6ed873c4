/**
 * Moving a booking to another time and/or staff member (`start_local`, `staff_id`). The time is
 * typed on the location's clock, whatever the browser's zone, and sent as typed: the server
 * turns it into an instant with its zone rules, checks it is free and offered (hours, the
 * quarter-hour grid, time off), and its refusal is shown as is.
 */
import type { RoleLevel, StaffAppointmentEntry, StaffAppointmentResponse } from "#contract";
import { changeSubject } from "./change-subject.js";
import { desk } from "./desk-state.js";
import { labelled, make } from "./dom.js";
import { forgetDrafts, keepDraft } from "./form-drafts.js";
import { fail } from "./messages.js";
import { timeIn } from "./zone-time.js";

/** Kiosk accounts are nobody's appointment (the type ties the number to the contract's). */
const KIOSK: (typeof RoleLevel)["kiosk"] = 7;

export function moveForm(entry: StaffAppointmentEntry, names: { name: string; formName: string; idPrefix: string }, onSaved: () => void): HTMLFormElement {
  const { name, idPrefix } = names;
  const a = entry.attributes;
  const form = make("form", undefined, "move");
  form.setAttribute("aria-label", names.formName);
  const when = keepDraft(make("input"), `${idPrefix}-start`, a.start_local.wall);
  when.type = "datetime-local";
  when.required = true;
  // Bookings start on local quarter hours.
  when.step = "900";
  labelled(form, `New time (${a.timezone})`, when);
  const bookable = desk.staff.filter((s) => s.role_level !== KIOSK);
  const people = bookable.some((s) => s.id === a.staff.id) ? bookable : [{ id: a.staff.id, full_name: a.staff.full_name }, ...bookable];
  const staff = make("select");
  staff.append(...people.map((person) => new Option(person.full_name, String(person.id))));
  keepDraft(staff, `${idPrefix}-staff`, String(a.staff.id));
  labelled(form, "Staff member", staff);
  const save = make("button", "Move appointment");
  save.type = "submit";
  form.append(save);

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    // The input gives "2026-11-24T10:30" (seconds only if typed); the wire takes minutes.
    const start = /^\d{4}-\d\d-\d\dT\d\d:\d\d/.exec(when.value)?.[0];
    const staffId = Number(staff.value);
    const attributes: Record<string, unknown> = {};
    if (start && start !== a.start_local.wall) attributes.start_local = start;
    if (staffId !== a.staff.id) attributes.staff_id = staffId;
    if (!Object.keys(attributes).length) return fail(`Choose another time or staff member for ${name}.`);
    const who = staff.selectedOptions[0]?.text ?? a.staff.full_name;
    // The new time as the server placed it on the location's clock, with its zone.
    const done = (answer: unknown) =>
      `${name}: moved to ${timeIn((answer as StaffAppointmentResponse | undefined)?.data?.attributes?.start_local ?? a.start_local)} with ${who}.`;
    void changeSubject({ type: entry.type, id: entry.id }, attributes, done, () => {
      forgetDrafts([when, staff]);
      onSaved();
    });
  });
  return form;
}
