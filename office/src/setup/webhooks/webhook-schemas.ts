/** The shapes of the webhook API's answers (`#contract/webhooks`'s views), checked where they arrive. */
import * as v from "valibot";
import { WEBHOOK_EVENT_TYPES, type WebhookAttemptView, type WebhookDeliveryView } from "#contract/webhooks";

const time = v.string();
const eventType = v.picklist(WEBHOOK_EVENT_TYPES);

export const EndpointSchema = v.looseObject({
  id: v.number(),
  url: v.string(),
  events: v.array(eventType),
  description: v.string(),
  enabled: v.boolean(),
  disabled_reason: v.nullable(v.picklist(["gone", "failing"])),
  disabled_at: v.nullable(time),
  created_at: time,
  updated_at: time,
});

const AttemptSchema = v.looseObject({
  attempted_at: time,
  status_code: v.nullable(v.number()),
  error: v.nullable(v.string()),
  duration_ms: v.number(),
});

export interface DeliveryLogEntry extends WebhookDeliveryView {
  attempt_log: WebhookAttemptView[];
}

export const DeliveryLogSchema: v.GenericSchema<unknown, DeliveryLogEntry[]> = v.array(
  v.looseObject({
    id: v.number(),
    message_id: v.string(),
    event_type: eventType,
    status: v.picklist(["pending", "sending", "delivered", "failed"]),
    attempts: v.number(),
    next_attempt_at: v.nullable(time),
    last_status: v.nullable(v.number()),
    last_error: v.nullable(v.string()),
    delivered_at: v.nullable(time),
    created_at: time,
    attempt_log: v.array(AttemptSchema),
  }),
);
