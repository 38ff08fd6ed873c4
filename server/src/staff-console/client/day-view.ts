/**
 * The day's appointments at the location (every status, by start), as a table staff scan down:
 * time, client, service, method, staff, status, check-in, and what they may do — the action
 * buttons, the video link and the move behind disclosures. Times are the location's.
 */
import type { StaffAppointmentEntry, StaffAppointmentsResponse } from "#contract";
import { actionBar } from "./action-bar.js";
import { attendeesText, checkInText, statusText } from "./booking-facts.js";
import { desk } from "./desk-state.js";
import { make } from "./dom.js";
import { closeDisclosure, disclosure, redrawKeepingFocus } from "./form-drafts.js";
import { fullName, languageText, meetingText } from "./labels.js";
import { moveForm } from "./move-form.js";
import { ui } from "./page-elements.js";
import { videoForm } from "./video-form.js";
import { longDate, timeIn } from "./zone-time.js";

const COLUMNS = ["Time", "Client", "Service", "Method", "Staff", "Status", "Checked in", "Actions"];

export function drawDay(answer: StaffAppointmentsResponse): void {
  const { date } = answer.meta;
  if (desk.date === undefined) desk.today = date;
  // Not under the staff member's fingers: a live redraw must not reset a date being typed.
  if (document.activeElement !== ui.dayDate) ui.dayDate.value = date;
  ui.dayTitle.textContent = date === desk.today ? "Today's appointments" : `Appointments on ${longDate(date)}`;
  redrawKeepingFocus(ui.day, () => {
    if (!answer.data.length) {
      return ui.day.replaceChildren(make("p", desk.onlyMine ? "You have no appointments on this day." : "No appointments on this day."));
    }
    const table = make("table", undefined, "day");
    table.setAttribute("aria-labelledby", "day-title");
    const head = make("tr");
    head.append(...COLUMNS.map((column) => Object.assign(make("th", column), { scope: "col" })));
    const thead = make("thead");
    thead.append(head);
    const body = make("tbody");
    body.append(...answer.data.map(dayRow));
    table.append(thead, body);
    // Wide on a phone: the table scrolls sideways rather than squeezing its columns.
    const scroller = make("div", undefined, "scroller");
    scroller.append(table);
    ui.day.replaceChildren(scroller);
  });
}

function dayRow(entry: StaffAppointmentEntry): HTMLTableRowElement {
  const a = entry.attributes;
  const name = fullName(a.client);
  const prefix = `day-${entry.id}`;
  const start = timeIn(a.start_local);
  // The forms' names (landmarks) must differ from the line's, where the client may show too.
  const booked = `${name}'s appointment at ${start}`;
  const row = make("tr", undefined, `status-${a.status}`);
  row.dataset.row = prefix;
  const cell = (...content: Array<Node | string>) => {
    const td = make("td");
    td.append(...content);
    return td;
  };
  const time = make("th", `${start} – ${timeIn(a.end_local)}`);
  time.scope = "row";
  const client = cell(make("span", name, "name"));
  const contact = [a.client.cell_phone_formatted || a.client.cell_phone, a.client.email, languageText(a.client.lang)].filter(Boolean).join(" · ");
  if (contact) client.append(make("span", contact, "hint"));
  const guests = attendeesText(a);
  if (guests) client.append(make("span", `With ${guests}`, "hint"));
  if (a.notes) client.append(make("span", `Notes: ${a.notes}`, "hint"));
  const how = cell(meetingText(a.meeting_method, a.fulfillment_method));
  if (a.meeting_link) how.append(make("span", a.meeting_link, "hint"));
  const actions = cell(actionBar({ type: entry.type, id: entry.id }, name, a.actions, prefix));
  if (a.actions.includes("meeting_link")) {
    const video = disclosure(`${prefix}-video-details`, "Video link", name);
    const formName = `Video details for ${booked}`;
    video.append(videoForm({ type: entry.type, id: entry.id }, name, a, { idPrefix: prefix, formName, onSaved: () => closeDisclosure(video.id) }));
    actions.append(video);
  }
  if (a.actions.includes("move")) {
    const move = disclosure(`${prefix}-move`, "Move", name);
    move.append(moveForm(entry, { name, formName: `Move ${booked}`, idPrefix: prefix }, () => closeDisclosure(move.id)));
    actions.append(move);
  }
  row.append(time, client, cell(a.service.name), how, cell(a.staff.full_name), cell(statusText(a)), cell(checkInText(a)), actions);
  return row;
}
