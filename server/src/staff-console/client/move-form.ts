/**
 * Moving a booking to another time and/or staff member (`start`, `staff_id`). The time is typed
 * in the location's zone, whatever the browser's; the server checks it is free and offered
 * (hours, the quarter-hour grid, time off) and its refusal is shown as is.
 */
import type { RoleLevel, StaffBookingEntry } from "../../../../widget/src/contract/index.js";
import { changeSubject } from "./change-subject.js";
import { desk } from "./desk-state.js";
import { labelled, make } from "./dom.js";
import { forgetDrafts, keepDraft } from "./form-drafts.js";
import { fail } from "./messages.js";
import { localInputValue, timeIn, zonedInstant } from "./zone-time.js";

/** Kiosk accounts are nobody's appointment (the type ties the number to the contract's). */
const KIOSK: (typeof RoleLevel)["kiosk"] = 7;

export function moveForm(entry: StaffBookingEntry, names: { name: string; formName: string; idPrefix: string }, onSaved: () => void): HTMLFormElement {
  const { name, idPrefix } = names;
  const a = entry.attributes;
  const form = make("form", undefined, "move");
  form.setAttribute("aria-label", names.formName);
  const when = keepDraft(make("input"), `${idPrefix}-start`, localInputValue(a.start, a.timezone));
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
    const start = zonedInstant(when.value, a.timezone);
    const staffId = Number(staff.value);
    const attributes: Record<string, unknown> = {};
    if (start && Date.parse(start) !== Date.parse(a.start)) attributes.start = start;
    if (staffId !== a.staff.id) attributes.staff_id = staffId;
    if (!Object.keys(attributes).length) return fail(`Choose another time or staff member for ${name}.`);
    const who = staff.selectedOptions[0]?.text ?? a.staff.full_name;
    const done = `${name}: moved to ${timeIn(start ?? a.start, a.timezone)} with ${who}.`;
    void changeSubject({ type: entry.type, id: entry.id }, attributes, done, () => {
      forgetDrafts([when, staff]);
      onSaved();
    });
  });
  return form;
}
