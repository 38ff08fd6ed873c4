/**
 * A status machine of staff work: which status changes are legal (each is a named action), how
 * each status is called, and the 409 that names both states when a change is not legal. The
 * line's places and the bookings each have one.
 */
import { ApiError } from "../http/api-error.js";

export interface StatusMachine<Action extends string> {
  /** The action a change is, or undefined when it is not allowed from that state. */
  actionOf(from: number, to: number): Action | undefined;
  statusName(status: number): string;
  /** 409 `illegal_transition` naming both states, e.g. "A completed appointment cannot become waiting". */
  illegal(from: number, to: number): ApiError;
}

export function statusMachine<Action extends string>(
  transitions: readonly (readonly [from: number, to: number, action: Action])[],
  names: Readonly<Record<number, string>>,
): StatusMachine<Action> {
  const table = new Map(transitions.map(([from, to, action]) => [`${from}>${to}`, action]));
  const statusName = (status: number) => names[status] ?? `status ${status}`;
  return {
    actionOf: (from, to) => table.get(`${from}>${to}`),
    statusName,
    illegal(from, to) {
      const name = statusName(from);
      const article = /^[aeiou]/i.test(name) ? "An" : "A";
      return new ApiError(409, "illegal_transition", `${article} ${name} appointment cannot become ${statusName(to)}`);
    },
  };
}
