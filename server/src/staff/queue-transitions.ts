/**
 * The legal status changes of a queue appointment made by staff. Completed, no-show and
 * cancelled are final; a waiting client is started, marked a no-show or cancelled; a visit in
 * progress is completed or marked a no-show.
 */
import { QueueStatus } from "#contract";
import type { ApiError } from "../http/api-error.js";
import { statusMachine } from "./status-machine.js";

export type StatusAction = "start" | "complete" | "no_show" | "cancel";

const QUEUE = statusMachine<StatusAction>(
  [
    [QueueStatus.waiting, QueueStatus.inProgress, "start"],
    [QueueStatus.inProgress, QueueStatus.completed, "complete"],
    [QueueStatus.waiting, QueueStatus.noShow, "no_show"],
    [QueueStatus.inProgress, QueueStatus.noShow, "no_show"],
    [QueueStatus.waiting, QueueStatus.cancelled, "cancel"],
  ],
  {
    [QueueStatus.waiting]: "waiting",
    [QueueStatus.completed]: "completed",
    [QueueStatus.noShow]: "no-show",
    [QueueStatus.cancelled]: "cancelled",
    [QueueStatus.inProgress]: "in progress",
  },
);

/** The action a change is, or undefined when it is not allowed from that state. */
export function transitionAction(from: number, to: number): StatusAction | undefined {
  return QUEUE.actionOf(from, to);
}

export function statusName(status: number): string {
  return QUEUE.statusName(status);
}

/** 409 naming both states, e.g. "A completed appointment cannot become waiting". */
export function illegalTransition(from: number, to: number): ApiError {
  return QUEUE.illegal(from, to);
}
