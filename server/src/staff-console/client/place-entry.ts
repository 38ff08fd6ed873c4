/** A walk-in's place in the line: who, what for, how, and what staff may do now. */
import type { StaffQueueEntry } from "#contract";
import { actionBar } from "./action-bar.js";
import { detailList, make } from "./dom.js";
import { dialInText, fullName, languageText, meetingText, PLACE_STATUSES } from "./labels.js";
import { videoForm } from "./video-form.js";
import { timeIn } from "./zone-time.js";

export function placeEntry(entry: StaffQueueEntry): HTMLLIElement {
  const a = entry.attributes;
  const name = fullName(a.client);
  const subject = { type: entry.type, id: entry.id };
  const prefix = `place-${entry.id}`;
  const item = make("li", undefined, a.status === 5 ? "entry serving" : "entry");
  item.dataset.row = prefix;
  const heading = a.position !== null ? `${a.position}. ${name}` : name;
  item.append(make("h4", `${heading} — ${PLACE_STATUSES[a.status] ?? a.status}`));
  item.append(
    detailList([
      ["Service", a.service.name],
      ["Meeting", meetingText(a.meeting_method, a.fulfillment_method)],
      ["Car", a.car_details],
      ["Phone", a.client.cell_phone_formatted || a.client.cell_phone],
      ["Email", a.client.email],
      ["Language", languageText(a.client.lang)],
      ["Notes", [a.notes, a.client.notes].filter(Boolean).join(" / ")],
      ...a.answers.map((answer) => [answer.label, answer.text] as const),
      ["Expected start", a.expected_start_local ? timeIn(a.expected_start_local) : null],
      ["Served by", a.user?.full_name],
      ["Meeting link", a.meeting_link],
      ["Dial-in", dialInText(a.dial_in)],
    ]),
  );
  item.append(actionBar(subject, name, a.actions, prefix));
  if (a.actions.includes("meeting_link")) item.append(videoForm(subject, name, a, { idPrefix: prefix }));
  return item;
}
