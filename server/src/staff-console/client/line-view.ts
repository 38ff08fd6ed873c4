/** The line: walk-ins and the booked clients among them, as the server orders them. */
import type { StaffQueueResponse } from "#contract";
import { appointmentEntry } from "./booking-entry.js";
import { make } from "./dom.js";
import { redrawKeepingFocus } from "./form-drafts.js";
import { ui } from "./page-elements.js";
import { placeEntry } from "./place-entry.js";

export function drawLine(queue: StaffQueueResponse): void {
  redrawKeepingFocus(ui.line, () => {
    if (!queue.data.length) return ui.line.replaceChildren(make("p", "Nobody is waiting."));
    const list = make("ol", undefined, "line");
    list.append(...queue.data.map((entry) => (entry.type === "appointments" ? appointmentEntry(entry) : placeEntry(entry))));
    ui.line.replaceChildren(list);
  });
}
