/**
 * Answers of the queue appointment calls: a join, its repeat, the manage page's read and a
 * cancel. The server types what it sends with them, and the OpenAPI document describes those
 * answers from them (docs/open-api.md).
 */
import * as v from "valibot";
import { QUEUE_STATUSES } from "./codes.js";
import { LocalTimeSchema } from "./local-time.js";

const DialInSchema = v.object({ e164: v.string(), international: v.string(), pin: v.string() });

/** `data.attributes` of a queue appointment. */
export const QueueAppointmentAttributesSchema = v.object({
  id: v.number(),
  status: v.picklist(QUEUE_STATUSES),
  confirm_code: v.string(),
  meeting_method: v.number(),
  fulfillment_method: v.number(),
  car_details: v.string(),
  created: v.string(),
  /** `created` on the location's clock, with its zone (the read of one appointment has it; a cancel's answer does not). */
  created_local: v.optional(LocalTimeSchema),
  location_id: v.number(),
  service_id: v.number(),
  expected_start: v.nullable(v.string()),
  /**
   * The expected start's 90th percentile: nine clients in ten start by then (the upper end of
   * the range); null where `expected_start` is. Optional: servers before it do not send it.
   */
  expected_start_p90: v.optional(v.nullable(v.string())),
  meeting_link: v.nullable(v.string()),
  booked_through: v.string(),
  feedback_given: v.boolean(),
  dial_in: v.nullable(DialInSchema),
  /** The staff member serving it, once one does. */
  user: v.nullable(v.object({ full_name: v.string() })),
  /** 1 for the next client to be served; null once no longer waiting. */
  position: v.nullable(v.number()),
  walk_in: v.boolean(),
});

export type QueueAppointmentAttributes = v.InferOutput<typeof QueueAppointmentAttributesSchema>;

const reference = (type: string) => v.object({ type: v.literal(type), id: v.number() });

/** A join's, a repeat's and a read's answer: the appointment with its client, location, service, staff member and answers. */
export const QueueAppointmentDocumentSchema = v.object({
  data: v.object({
    id: v.number(),
    type: v.literal("queue-appointments"),
    attributes: QueueAppointmentAttributesSchema,
    relationships: v.object({
      client: v.object({ data: reference("clients") }),
      location: v.object({ data: reference("locations") }),
      service: v.object({ data: reference("services") }),
      user: v.object({ data: v.nullable(reference("users")) }),
      answers: v.object({ data: v.array(reference("answers")) }),
    }),
  }),
  included: v.array(v.object({ id: v.number(), type: v.string(), attributes: v.record(v.string(), v.unknown()) })),
});
export type QueueAppointmentDocument = v.InferOutput<typeof QueueAppointmentDocumentSchema>;

/** A cancel's answer: the appointment as it is now, without its included resources. */
export const CancelledQueueAppointmentSchema = v.object({
  data: v.object({ id: v.number(), type: v.literal("queue-appointments"), attributes: QueueAppointmentAttributesSchema }),
});
export type CancelledQueueAppointment = v.InferOutput<typeof CancelledQueueAppointmentSchema>;
