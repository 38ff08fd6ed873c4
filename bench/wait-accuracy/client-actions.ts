/**
 * What a simulated client does through the open API, as the element does it: join the line (or
 * ask for a callback), read the manage page, cancel while waiting.
 */
import { type ClientRecord, estimateRead } from "./client-record.js";
import type { PlannedClient } from "./day-plan.js";
import type { Answer, SimServer } from "./sim-server.js";

export function mustSucceed(what: string, answer: Answer): Answer {
  if (answer.status >= 300) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 400)}`);
  return answer;
}

/** A distinct, well-formed US mobile number per client (Chicago's 312 area). */
const phoneOf = (n: number) => `+1312555${String(n % 10_000).padStart(4, "0")}`;

/** Names take letters only: the client's number in base 26 after a "C" (1 → "Cb", 27 → "Cbb"). */
export function letterName(n: number): string {
  let name = "";
  for (let left = n; left > 0; left = Math.floor(left / 26)) name = String.fromCharCode(97 + (left % 26)) + name;
  return `C${name}`;
}

export async function join(server: SimServer, client: PlannedClient): Promise<ClientRecord> {
  const serviceId = server.serviceIds.get(client.service);
  const body = {
    data: {
      type: "queue-appointments",
      attributes: {
        booked_through: "online_queue",
        location_id: server.locationId,
        service_id: serviceId,
        meeting_method: client.meetingMethod,
        fulfillment_method: 1,
        compliance_agreed: true,
      },
      relationships: {
        client: {
          data: { type: "client", attributes: { first_name: "Sim", last_name: letterName(client.n), cell_phone: phoneOf(client.n), email: "", lang: "en" } },
        },
        answers: { data: [] },
      },
    },
  };
  const answer = mustSucceed(`join of client ${client.n}`, await server.open("POST", "/api/v2/open/queue-appointments", body));
  const data = answer.body.data as {
    id: number | string;
    attributes: { confirm_code: string; expected_start?: string | null; expected_start_p90?: string | null };
  };
  const now = server.clock.now().getTime();
  return {
    n: client.n,
    id: Number(data.id),
    code: data.attributes.confirm_code,
    service: client.service,
    meetingMethod: client.meetingMethod,
    joinedAt: now,
    reads: [estimateRead(now, data.attributes)],
    outcome: "waiting",
  };
}

/** Reads the manage page and keeps its estimate while the client still waits. */
export async function readManagePage(server: SimServer, record: ClientRecord): Promise<void> {
  const answer = mustSucceed(
    `manage page of ${record.id}`,
    await server.open("GET", `/api/v2/open/queue-appointments/${record.id}?code=${encodeURIComponent(record.code)}`),
  );
  const attributes = answer.body.data.attributes as { status: number; expected_start?: string | null; expected_start_p90?: string | null };
  if (attributes.status !== 1) return;
  record.reads.push(estimateRead(server.clock.now().getTime(), attributes));
}

/** Cancels from the manage page; answers whether it was still waiting to be cancelled. */
export async function cancel(server: SimServer, record: ClientRecord): Promise<boolean> {
  const answer = await server.open("PATCH", `/api/v2/open/queue-appointments/${record.id}`, {
    data: { type: "queue-appointments", attributes: { status: 4, confirm_code: record.code } },
  });
  if (answer.status === 409) return false;
  mustSucceed(`cancel of ${record.id}`, answer);
  return true;
}
