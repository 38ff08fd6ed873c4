/** Builds booking requests and reads time slots through the API, for the booking tests. */
import type { CreateAppointmentBody, TimeslotsAnswer } from "#contract";
import type { DemoIds } from "./demo-ids.js";
import type { TestServer } from "./test-server.js";

type Attributes = CreateAppointmentBody["data"]["attributes"];
type Client = CreateAppointmentBody["data"]["relationships"]["client"]["data"]["attributes"];

export function bookingBody(
  attributes: Partial<Attributes> & Pick<Attributes, "location_id" | "service_id" | "start">,
  client: Partial<Client> = {},
): CreateAppointmentBody {
  return {
    data: {
      type: "appointments",
      attributes: { meeting_method: 1, compliance_agreed: true, ...attributes },
      relationships: {
        client: {
          data: {
            type: "client",
            attributes: { first_name: "Maria", last_name: "García-López", cell_phone: "+12125550199", email: "maria@example.org", lang: "en", ...client },
          },
        },
      },
    },
  };
}

export async function timeslots(server: TestServer, query: Record<string, string | number>, vendor = "demo"): Promise<TimeslotsAnswer> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await server.call({ method: "GET", url: `/api/v3/open/booking/timeslots?${qs}`, vendor });
  if (res.statusCode !== 200) throw new Error(`timeslots: ${res.statusCode} ${res.body}`);
  return res.json() as TimeslotsAnswer;
}

/** Every free slot of the answer, flattened. */
export const allSlots = (answer: TimeslotsAnswer) => answer.data.days.flatMap((d) => d.slots);

/** Books a Downtown slot for a demo service; answers the created appointment's id and code. */
export async function bookDowntown(
  server: TestServer,
  ids: DemoIds,
  start: string,
  options: { service?: string; attributes?: Partial<Attributes>; client?: Partial<Client> } = {},
): Promise<{ id: number; code: string; staffId: number }> {
  const res = await server.call({
    method: "POST",
    url: "/api/v3/open/appointments",
    payload: bookingBody(
      { location_id: ids.location("downtown"), service_id: ids.service(options.service ?? "deposits"), start, ...options.attributes },
      options.client,
    ),
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { id: number; attributes: { confirm_code: string; staff_id: number } };
  return { id: data.id, code: data.attributes.confirm_code, staffId: data.attributes.staff_id };
}
