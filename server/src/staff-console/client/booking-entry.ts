/**
 * A booked client in the line — checked in (or due, by phone or video) or being served — told
 * apart from the walk-ins by its booked time and staff member. Moving a booking is the day
 * view's business; the line offers what serves the client now.
 */
import type { StaffAppointmentEntry } from "#contract";
import { actionBar } from "./action-bar.js";
import { attendeesText, bookedState, checkInText } from "./booking-facts.js";
import { detailList, make } from "./dom.js";
import { dialInText, fullName, languageText, meetingText } from "./labels.js";
import { videoForm } from "./video-form.js";

export function appointmentEntry(entry: StaffAppointmentEntry): HTMLLIElement {
  const a = entry.attributes;
  const name = fullName(a.client);
  const subject = { type: entry.type, id: entry.id };
  const prefix = `line-booking-${entry.id}`;
  const item = make("li", undefined, a.status === 5 ? "entry booking serving" : "entry booking");
  item.dataset.row = prefix;
  item.append(make("h4", `${name} — ${bookedState(a)}`));
  item.append(
    detailList([
      ["Service", a.service.name],
      ["Meeting", meetingText(a.meeting_method, a.fulfillment_method)],
      ["Checked in", a.meeting_method === 1 ? checkInText(a) : null],
      ["Coming along", attendeesText(a)],
      ["Car", a.car_details],
      ["Phone", a.client.cell_phone_formatted || a.client.cell_phone],
      ["Email", a.client.email],
      ["Language", languageText(a.client.lang)],
      ["Notes", a.notes],
      ["Meeting link", a.meeting_link],
      ["Dial-in", dialInText(a.dial_in)],
    ]),
  );
  item.append(actionBar(subject, name, a.actions, prefix));
  if (a.actions.includes("meeting_link")) item.append(videoForm(subject, name, a, { idPrefix: prefix }));
  return item;
}
