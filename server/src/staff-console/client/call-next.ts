/**
 * Call next: the server starts the caller's due booking, else the longest-waiting walk-in they
 * can serve; the status line says which, since the two are handled differently at the desk.
 */
import type { StaffAppointmentEntry, StaffQueueEntry } from "#contract";
import { api } from "./api.js";
import { desk } from "./desk-state.js";
import { fullName } from "./labels.js";
import { fail, say } from "./messages.js";
import { requestRefresh } from "./refresh-signal.js";
import { timeIn } from "./zone-time.js";

export async function callNext(): Promise<void> {
  if (desk.locationId === undefined) return;
  const result = await api<{ data: StaffQueueEntry | StaffAppointmentEntry }>("POST", `/api/v2/staff/locations/${desk.locationId}/call-next`, {});
  if (!result.ok) return fail(result.message);
  fail("");
  const called = result.data.data;
  const name = fullName(called.attributes.client);
  say(
    called.type === "appointments"
      ? `Now serving ${name}: the appointment booked for ${timeIn(called.attributes.start_local)}.`
      : `Now serving ${name} from the line.`,
  );
  await requestRefresh();
}
