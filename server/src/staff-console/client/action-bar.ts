/**
 * The buttons of what staff may do to one client now, from the entry's `actions` (the server
 * asks the same rules the PATCH does, so no button leads to a refusal). Moves and the video
 * link have forms of their own (move-form.ts, video-form.ts).
 */
import type { StaffAction, StaffAppointmentAction } from "#contract";
import { changeSubject, type Subject } from "./change-subject.js";
import { actionButton, make } from "./dom.js";

interface ActionSpec {
  label: string;
  attributes: Record<string, unknown>;
  /** What the status line says after it, behind the client's name. */
  done: string;
  /** Asked first: the action cannot be undone and is easy to hit by mistake. */
  confirm?: string;
}

const NO_SHOW: ActionSpec = { label: "No-show", attributes: { status: 3 }, done: "marked as a no-show", confirm: "Mark this client as a no-show?" };

const PLACE_ACTIONS: Partial<Record<StaffAction, ActionSpec>> = {
  start: { label: "Start", attributes: { status: 5 }, done: "started" },
  complete: { label: "Complete", attributes: { status: 2 }, done: "completed" },
  no_show: NO_SHOW,
  cancel: { label: "Cancel", attributes: { status: 4 }, done: "place in line cancelled", confirm: "Cancel this client's place in line?" },
};

const BOOKING_ACTIONS: Partial<Record<StaffAppointmentAction, ActionSpec>> = {
  check_in: { label: "Check in", attributes: { checked_in: true }, done: "checked in" },
  start: { label: "Start", attributes: { status: 5 }, done: "started" },
  complete: { label: "Complete", attributes: { status: 2 }, done: "completed" },
  serve: { label: "Mark served", attributes: { status: 6 }, done: "marked served" },
  no_show: NO_SHOW,
  cancel: { label: "Cancel", attributes: { status: 4 }, done: "appointment cancelled", confirm: "Cancel this appointment? The client is told." },
};

/** `idPrefix` keeps the buttons' ids apart where one client shows twice (the line and the day). */
export function actionBar(subject: Subject, name: string, allowed: readonly string[], idPrefix: string): HTMLDivElement {
  const specs: Partial<Record<string, ActionSpec>> = subject.type === "appointments" ? BOOKING_ACTIONS : PLACE_ACTIONS;
  const bar = make("div", undefined, "actions");
  for (const action of allowed) {
    const spec = specs[action];
    if (!spec) continue;
    bar.append(
      actionButton(spec.label, name, `${idPrefix}-${action}`, () => {
        if (spec.confirm && !window.confirm(spec.confirm)) return;
        void changeSubject(subject, spec.attributes, `${name}: ${spec.done}.`);
      }),
    );
  }
  return bar;
}
