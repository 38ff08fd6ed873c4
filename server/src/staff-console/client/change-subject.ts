/**
 * One staff change to a place in line (`PATCH /api/v2/staff/queue-appointments/{id}`) or a
 * booking (`PATCH /api/v2/staff/appointments/{id}`): both take `{data: {type, attributes}}` at
 * `/api/v2/staff/{type}/{id}`. On success it says what was done and reads the desk again.
 */
import { api } from "./api.js";
import { fail, say } from "./messages.js";
import { requestRefresh } from "./refresh-signal.js";

export interface Subject {
  type: "queue-appointments" | "appointments";
  id: number;
}

/**
 * Answers whether the change was made; `saved` runs before the redraw (to drop drafts). `done`
 * may read the changed record the server answered (a move's new time on the location's clock).
 */
export async function changeSubject(
  subject: Subject,
  attributes: Record<string, unknown>,
  done: string | ((answer: unknown) => string),
  saved?: () => void,
): Promise<boolean> {
  const result = await api<unknown>("PATCH", `/api/v2/staff/${subject.type}/${subject.id}`, { data: { type: subject.type, attributes } });
  if (!result.ok) {
    fail(result.message);
    return false;
  }
  fail("");
  saved?.();
  say(typeof done === "string" ? done : done(result.data));
  await requestRefresh();
  return true;
}
