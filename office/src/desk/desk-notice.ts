/**
 * What the desk tells the person, as data: the polite announcement of what just changed and the
 * alert of what went wrong. The words are chosen when drawn (desk-messages.tsx), in the app's
 * language, so the store stays free of texts.
 */
import type { LocalTime } from "#contract";

/** A done action on one client, named by the action's code. */
export type DoneAction = "start" | "complete" | "serve" | "no_show" | "cancel" | "check_in";

export type Notice =
  | { kind: "joined"; names: string[] }
  | { kind: "called"; name: string; booked: LocalTime | null }
  | { kind: "done"; action: DoneAction; name: string }
  | { kind: "moved"; name: string; start: LocalTime; staff: string }
  | { kind: "video_saved"; name: string }
  | { kind: "presence"; onDuty: boolean; name: string | null }
  | { kind: "move_unchanged"; name: string };

/** A failure to show: the server's code (or `network_error`) and its status. */
export interface DeskFailure {
  status: number;
  code: string;
  /** The server's own words, shown only when the code is one the desk has no text for. */
  message: string;
}
