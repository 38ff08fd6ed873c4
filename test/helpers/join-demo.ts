/** Joins a demo line (Downtown's, unless told) through the API and answers the new appointment. */
import type { DemoIds } from "./demo-ids.js";
import { joinBody } from "./join-body.js";
import type { TestServer } from "./test-server.js";

export interface Joined {
  id: number;
  code: string;
  locationId: number;
  /** The join's answer: when the client is expected to be served (null: no estimate). */
  expectedStart: string | null;
  /** The join's answer: the expected start's 90th percentile (null where the start is). */
  expectedStartP90: string | null;
}

export function joinDowntown(
  server: TestServer,
  ids: DemoIds,
  service = "deposits",
  client: Parameters<typeof joinBody>[1] = {},
  attributes: Omit<Parameters<typeof joinBody>[0], "location_id" | "service_id"> = {},
): Promise<Joined> {
  return joinDemoLine(server, ids, "downtown", service, client, attributes);
}

/** Joins the line of the demo location with this key (e.g. "uptown", 350 Fifth Avenue, which keeps office hours). */
export async function joinDemoLine(
  server: TestServer,
  ids: DemoIds,
  location: string,
  service = "deposits",
  client: Parameters<typeof joinBody>[1] = {},
  attributes: Omit<Parameters<typeof joinBody>[0], "location_id" | "service_id"> = {},
): Promise<Joined> {
  const res = await server.call({
    method: "POST",
    url: "/api/v2/open/queue-appointments",
    payload: joinBody({ location_id: ids.location(location), service_id: ids.service(service), ...attributes }, client, [
      { question_id: ids.question("member"), value: 1 },
      // The demo asks these two services which topics to discuss, and requires an answer.
      ...(["open-account", "loan-consultation"].includes(service) ? [{ question_id: ids.question("topics"), value: [2] }] : []),
    ]),
  });
  if (res.statusCode !== 201) throw new Error(`join failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as {
    id: number;
    attributes: { confirm_code: string; location_id: number; expected_start: string | null; expected_start_p90: string | null };
  };
  return {
    id: data.id,
    code: data.attributes.confirm_code,
    locationId: data.attributes.location_id,
    expectedStart: data.attributes.expected_start,
    expectedStartP90: data.attributes.expected_start_p90,
  };
}

/** Moves an appointment to a status as staff would (the staff API has its own tests). */
export async function setStatus(server: TestServer, id: number, status: number, extra: Record<string, unknown> = {}): Promise<void> {
  await server.store.db
    .updateTable("queue_appointments")
    .set({ status, ...extra })
    .where("id", "=", id)
    .execute();
  // Written behind the server's back: its lines are read again.
  server.app.ctx.lines.forget();
}
