/**
 * Staff actions through the real staff API with the admin token, so the server publishes the
 * live events a client's page reacts to (a direct database write would not).
 */
import { ADMIN_TOKEN, type TestServer } from "./test-server.js";

export async function staffPatch(server: TestServer, id: number, attributes: Record<string, unknown>): Promise<void> {
  const res = await server.call({
    method: "PATCH",
    url: `/api/v2/staff/queue-appointments/${id}`,
    payload: { data: { type: "queue-appointments", attributes } },
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    vendor: null,
    csrf: false,
  });
  if (res.statusCode !== 200) throw new Error(`staff PATCH ${id} failed: ${res.statusCode} ${res.body}`);
}

/** Starts serving a client as the given staff member (status 5), with optional video details. */
export const startVisit = (server: TestServer, id: number, staffId: number, extra: Record<string, unknown> = {}) =>
  staffPatch(server, id, { status: 5, acting_staff_id: staffId, ...extra });

export const completeVisit = (server: TestServer, id: number) => staffPatch(server, id, { status: 2 });
