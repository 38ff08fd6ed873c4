/**
 * `GET /api/v2/open/queue-appointments-services/{locationId}`: `data[0]` the services a client
 * can join now, `data[1]` the expected start of each, and why the list is empty.
 */
import * as v from "valibot";
import { TextLangSchema, UNAVAILABLE_REASONS } from "#contract";

const ServiceSchema = v.object({
  id: v.number(),
  attributes: v.object({
    name: v.string(),
    instructions: v.optional(v.string(), ""),
    supports_curbside_pickup: v.boolean(),
    display_in_lobby: v.boolean(),
    text_lang: TextLangSchema,
  }),
});

export const QueueServicesResponseSchema = v.object({
  data: v.tuple([v.array(ServiceSchema), v.array(v.object({ id: v.number(), expectedStart: v.string() }))]),
  meta: v.object({
    show_wait_time: v.optional(v.boolean(), true),
    unavailable_reason: v.optional(v.nullable(v.picklist(UNAVAILABLE_REASONS)), null),
  }),
});

export type QueueServicesResponse = v.InferOutput<typeof QueueServicesResponseSchema>;
export type QueueService = QueueServicesResponse["data"][0][number];
