/**
 * What the desk does through the staff API, acting for one staff member with the admin token:
 * call the next client, finish a visit (complete or no-show), check a booked client in, and go
 * on or off duty.
 */
import { mustSucceed } from "./client-actions.js";
import type { SimServer } from "./sim-server.js";

/** Who call-next started, or nobody (409 `nobody_waiting`). */
export type Called = { type: "queue-appointments" | "appointments"; id: number } | undefined;

export async function callNext(server: SimServer, staffId: number): Promise<Called> {
  const answer = await server.staff("POST", `/api/v2/staff/locations/${server.locationId}/call-next`, { acting_staff_id: staffId });
  if (answer.status === 409 && answer.body?.code === "nobody_waiting") return undefined;
  const data = mustSucceed(`call-next for staff ${staffId}`, answer).body.data as { type: "queue-appointments" | "appointments"; id: number | string };
  return { type: data.type, id: Number(data.id) };
}

/** Completes (2) or marks a no-show (3) a place in line or a booking. */
export async function finish(server: SimServer, visit: NonNullable<Called>, status: 2 | 3): Promise<void> {
  const answer = await server.staff("PATCH", `/api/v2/staff/${visit.type}/${visit.id}`, { data: { type: visit.type, attributes: { status } } });
  mustSucceed(`status ${status} of ${visit.type} ${visit.id}`, answer);
}

export async function checkIn(server: SimServer, bookingId: number): Promise<void> {
  const answer = await server.staff("PATCH", `/api/v2/staff/appointments/${bookingId}`, { data: { type: "appointments", attributes: { checked_in: true } } });
  mustSucceed(`check-in of booking ${bookingId}`, answer);
}

/** A booking whose client never came: marked a no-show by the desk once the grace has passed, if still confirmed. */
export async function markBookingNoShow(server: SimServer, bookingId: number): Promise<void> {
  const answer = await server.staff("PATCH", `/api/v2/staff/appointments/${bookingId}`, { data: { type: "appointments", attributes: { status: 3 } } });
  if (answer.status !== 409) mustSucceed(`no-show of booking ${bookingId}`, answer);
}

export async function setPresence(server: SimServer, staffId: number, onDuty: boolean): Promise<void> {
  const answer = await server.staff("PUT", "/api/v2/staff/presence", { location_id: server.locationId, on_duty: onDuty, staff_id: staffId });
  mustSucceed(`presence of staff ${staffId}`, answer);
}
