/**
 * Wire shapes of a vendor's webhooks (server/src/webhooks/): the event types a vendor's systems
 * can subscribe to, the admin's endpoint bodies and what the admin API answers. Imported by the
 * server as `#contract/webhooks`; the element never loads it.
 */
import * as v from "valibot";
import { httpUrl, text } from "./schema-helpers.js";

/**
 * Every event a webhook endpoint may subscribe to. A queue visit is `called` when a staff
 * member starts serving it (the spec's status "in progress").
 */
export const WEBHOOK_EVENT_TYPES = [
  "queue.joined",
  "queue.called",
  "queue.completed",
  "queue.no_show",
  "queue.cancelled",
  "appointment.booked",
  "appointment.rescheduled",
  "appointment.cancelled",
  "appointment.checked_in",
  "feedback.received",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** No user name or password in the URL: a secret there would show in every log of it. */
const endpointUrl = v.pipe(
  httpUrl,
  v.check((url) => {
    try {
      const parsed = new URL(url);
      return parsed.username === "" && parsed.password === "";
    } catch {
      return true; // v.url() has said what is wrong with it
    }
  }, "must not carry a user name or password"),
);

const eventList = v.pipe(
  v.array(v.picklist(WEBHOOK_EVENT_TYPES, `must be one of ${WEBHOOK_EVENT_TYPES.join(", ")}`)),
  v.minLength(1, "must name at least one event"),
  v.check((types) => new Set(types).size === types.length, "must not name an event twice"),
);

/** `POST …/webhooks`: a new endpoint; its first secret is made by the server and shown once. */
export const CreateWebhookEndpointSchema = v.strictObject({
  url: endpointUrl,
  events: eventList,
  description: v.optional(text(200), ""),
});
export type CreateWebhookEndpointBody = v.InferInput<typeof CreateWebhookEndpointSchema>;

/** `PATCH …/webhooks/{id}`: any of the fields; `enabled: true` turns an endpoint the server disabled back on. */
export const UpdateWebhookEndpointSchema = v.pipe(
  v.strictObject({
    url: v.optional(endpointUrl),
    events: v.optional(eventList),
    description: v.optional(text(200)),
    enabled: v.optional(v.boolean()),
  }),
  v.check((body) => Object.keys(body).length > 0, "must change at least one field"),
);
export type UpdateWebhookEndpointBody = v.InferInput<typeof UpdateWebhookEndpointSchema>;

/** The longest a rotated-out secret keeps signing beside the new one. */
export const MAX_SECRET_OVERLAP_HOURS = 72;

/** `POST …/webhooks/{id}/secrets`: a new secret; the current one keeps signing for `previous_valid_hours` (default 24). */
export const RotateWebhookSecretSchema = v.optional(
  v.strictObject({
    previous_valid_hours: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SECRET_OVERLAP_HOURS)), 24),
  }),
  {},
);

const time = v.string();
const eventType = v.picklist(WEBHOOK_EVENT_TYPES);

/** An endpoint as the admin API and the back office answer it: never its secrets, which are shown once. */
export const WebhookEndpointViewSchema = v.object({
  id: v.number(),
  url: v.string(),
  events: v.array(eventType),
  description: v.string(),
  enabled: v.boolean(),
  /** Why the server disabled it: `gone` (the receiver answered 410) or `failing` (a delivery ran out of retries). */
  disabled_reason: v.nullable(v.picklist(["gone", "failing"])),
  disabled_at: v.nullable(time),
  created_at: time,
  updated_at: time,
});
export type WebhookEndpointView = v.InferOutput<typeof WebhookEndpointViewSchema>;

/** The answer of a list, a read and a change. */
export const WebhookEndpointListAnswerSchema = v.object({ data: v.array(WebhookEndpointViewSchema) });
export type WebhookEndpointListAnswer = v.InferOutput<typeof WebhookEndpointListAnswerSchema>;
export const WebhookEndpointAnswerSchema = v.object({ data: WebhookEndpointViewSchema });
export type WebhookEndpointAnswer = v.InferOutput<typeof WebhookEndpointAnswerSchema>;

/** A creation's answer: the endpoint with its first signing secret, the only time it is shown. */
export const NewWebhookEndpointAnswerSchema = v.object({ data: v.object({ ...WebhookEndpointViewSchema.entries, secret: v.string() }) });
export type NewWebhookEndpointAnswer = v.InferOutput<typeof NewWebhookEndpointAnswerSchema>;

/** A rotation's answer: the new secret, shown once, and how long the one it replaces keeps signing. */
export const RotatedWebhookSecretAnswerSchema = v.object({ data: v.object({ secret: v.string(), previous_valid_hours: v.number() }) });
export type RotatedWebhookSecretAnswer = v.InferOutput<typeof RotatedWebhookSecretAnswerSchema>;

/** One attempt at sending a delivery: the receiver's status (none when it could not be reached) or the error. */
export const WebhookAttemptViewSchema = v.object({
  attempted_at: time,
  status_code: v.nullable(v.number()),
  error: v.nullable(v.string()),
  duration_ms: v.number(),
});
export type WebhookAttemptView = v.InferOutput<typeof WebhookAttemptViewSchema>;

/** One delivery of one event to one endpoint, with its attempts, for the delivery log. */
export const WebhookDeliveryViewSchema = v.object({
  id: v.number(),
  message_id: v.string(),
  event_type: eventType,
  /** `paused` while the endpoint is disabled: it goes out when the endpoint is enabled again. */
  status: v.picklist(["pending", "sending", "delivered", "failed", "paused"]),
  attempts: v.number(),
  next_attempt_at: v.nullable(time),
  last_status: v.nullable(v.number()),
  last_error: v.nullable(v.string()),
  delivered_at: v.nullable(time),
  created_at: time,
  attempt_log: v.array(WebhookAttemptViewSchema),
});
export type WebhookDeliveryView = v.InferOutput<typeof WebhookDeliveryViewSchema>;

/** A page of the delivery log, newest first; `meta.next_before` asks for the page after it (null on the last). */
export const WebhookDeliveryLogAnswerSchema = v.object({
  data: v.array(WebhookDeliveryViewSchema),
  meta: v.object({ next_before: v.nullable(v.number()) }),
});
export type WebhookDeliveryLogAnswer = v.InferOutput<typeof WebhookDeliveryLogAnswerSchema>;
