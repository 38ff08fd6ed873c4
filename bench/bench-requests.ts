/** The requests the bench sends: a join to a bench location, a staff start or complete, with their headers. */
import { BENCH_ADMIN_TOKEN, BENCH_VENDOR } from "./bench-server.js";

export function joinBody(locationId: number, serviceId: number): string {
  return JSON.stringify({
    data: {
      type: "queue-appointments",
      attributes: { location_id: locationId, service_id: serviceId, meeting_method: 1, fulfillment_method: 1 },
      relationships: { client: { data: { attributes: { first_name: "Bench", last_name: "Client", cell_phone: "+12125550100" } } } },
    },
  });
}

export const JOIN_PATH = "/api/v2/open/queue-appointments";

export async function csrfToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v2/open/csrf`, { headers: { "x-vendor": BENCH_VENDOR } });
  return ((await res.json()) as { token: string }).token;
}

export const joinHeaders = (token: string) => ({ "content-type": "application/json", "x-vendor": BENCH_VENDOR, "x-csrf-token": token });

export const staffHeaders = { "content-type": "application/json", authorization: `Bearer ${BENCH_ADMIN_TOKEN}` };

export const staffPath = (id: number) => `/api/v2/staff/queue-appointments/${id}`;

/** Start serving (status 5) as `staffId`, or complete (status 2) when `staffId` is undefined. */
export function staffBody(staffId?: number): string {
  const attributes = staffId === undefined ? { status: 2 } : { status: 5, acting_staff_id: staffId };
  return JSON.stringify({ data: { type: "queue-appointments", attributes } });
}

/** Sends one request and answers its body; throws unless it answered 2xx: the bench must not time failures. */
export async function send(url: string, init: RequestInit): Promise<string> {
  const res = await fetch(url, init);
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${init.method ?? "GET"} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return text;
}

/** The appointment id in a join's answer. */
export const joinedId = (answer: string) => Number((JSON.parse(answer) as { data: { id: string | number } }).data.id);
