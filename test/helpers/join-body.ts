/** Builds a `POST /api/v2/open/queue-appointments` body with sensible defaults. */
import type { CreateQueueAppointmentBody } from "#contract";

type Attributes = CreateQueueAppointmentBody["data"]["attributes"];
type Client = CreateQueueAppointmentBody["data"]["relationships"]["client"]["data"]["attributes"];

export function joinBody(
  attributes: Partial<Attributes> & Pick<Attributes, "location_id" | "service_id">,
  client: Partial<Client> = {},
  answers: { question_id: number; value: string | number | number[] }[] = [],
): CreateQueueAppointmentBody {
  return {
    data: {
      type: "queue-appointments",
      attributes: { booked_through: "online_queue", meeting_method: 1, fulfillment_method: 1, compliance_agreed: true, ...attributes },
      relationships: {
        client: {
          data: {
            type: "client",
            attributes: { first_name: "Maria", last_name: "García-López", cell_phone: "+12125550199", email: "", lang: "en", ...client },
          },
        },
        answers: { data: answers.map((a) => ({ type: "answers", attributes: a })) },
      },
    },
  };
}
