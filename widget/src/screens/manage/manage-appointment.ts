/**
 * The answer of `GET /api/v2/open/queue-appointments/{id}?code=`, checked once at the boundary
 * and flattened into what the manage page shows: the appointment's attributes plus the
 * included client, location and service it needs.
 */
import * as v from "valibot";
import { QUEUE_STATUSES } from "../../contract/index.js";

const nullableText = v.optional(v.nullable(v.string()), null);

export const ManageAttributesSchema = v.object({
  status: v.picklist(QUEUE_STATUSES),
  confirm_code: v.string(),
  meeting_method: v.number(),
  fulfillment_method: v.number(),
  car_details: v.optional(v.nullable(v.string()), ""),
  created: v.string(),
  location_id: v.number(),
  expected_start: nullableText,
  user: v.optional(v.nullable(v.object({ full_name: v.string() })), null),
});
export type ManageAttributes = v.InferOutput<typeof ManageAttributesSchema>;

const IncludedSchema = v.object({
  type: v.string(),
  attributes: v.record(v.string(), v.unknown()),
});

export const ManageDocumentSchema = v.object({
  data: v.object({ id: v.union([v.number(), v.string()]), attributes: ManageAttributesSchema }),
  included: v.optional(v.array(IncludedSchema), []),
});

/** The `PATCH` answer: only the attributes, which replace the local ones. */
export const CancelAnswerSchema = v.object({ data: v.object({ attributes: ManageAttributesSchema }) });

export interface ManageAppointment {
  id: number;
  attributes: ManageAttributes;
  clientPhone: string;
  location: { name: string; address: string; instructions: string };
  serviceName: string;
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");

export function toManageAppointment(document: v.InferOutput<typeof ManageDocumentSchema>): ManageAppointment {
  const find = (type: string) => document.included.find((r) => r.type === type)?.attributes ?? {};
  const client = find("clients");
  const location = find("locations");
  const service = find("services");
  return {
    id: Number(document.data.id),
    attributes: document.data.attributes,
    clientPhone: str(client.cell_phone_formatted),
    location: { name: str(location.name), address: str(location.formatted_address), instructions: str(location.instructions) },
    serviceName: str(service.name),
  };
}
