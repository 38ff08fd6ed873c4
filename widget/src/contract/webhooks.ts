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

/** An endpoint as the admin API answers it: never its secrets, which are shown once. */
export interface WebhookEndpointView {
  id: number;
  url: string;
  events: WebhookEventType[];
  description: string;
  enabled: boolean;
  /** Why the server disabled it: `gone` (the receiver answered 410) or `failing` (a delivery ran out of retries). */
  disabled_reason: "gone" | "failing" | null;
  disabled_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One delivery of one event to one endpoint, with its attempts, for the delivery log. */
export interface WebhookDeliveryView {
  id: number;
  message_id: string;
  event_type: WebhookEventType;
  /** `paused` while the endpoint is disabled: it goes out when the endpoint is enabled again. */
  status: "pending" | "sending" | "delivered" | "failed" | "paused";
  attempts: number;
  next_attempt_at: string | null;
  last_status: number | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
}

export interface WebhookAttemptView {
  attempted_at: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}
