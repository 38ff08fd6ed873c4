/**
 * The live-update protocol of `GET /live` (a plain websocket any host page can use).
 * Client → server: subscribe / unsubscribe. Server → client: events on channels, acks, errors,
 * pings and a disconnect notice before the server goes away.
 */
import * as v from "valibot";

/** Public channel of a location: `WaitTimeRecalculated`. */
export const locationChannel = (id: number) => `location.${id}`;
/** Channel of one appointment (needs its confirm code): `ManageQueueAppointmentUpdated`. */
export const appointmentChannel = (id: number) => `queue-appointment.${id}`;

export const CHANNEL_PATTERN = /^(location|queue-appointment)\.(\d{1,10})$/;

export const LIVE_EVENTS = ["WaitTimeRecalculated", "ManageQueueAppointmentUpdated"] as const;
export type LiveEventName = (typeof LIVE_EVENTS)[number];

export const LiveClientMessageSchema = v.variant("action", [
  v.object({
    action: v.literal("subscribe"),
    channel: v.pipe(v.string(), v.regex(CHANNEL_PATTERN, "unknown channel")),
    code: v.optional(v.pipe(v.string(), v.maxLength(64))),
  }),
  v.object({
    action: v.literal("unsubscribe"),
    channel: v.pipe(v.string(), v.regex(CHANNEL_PATTERN, "unknown channel")),
  }),
  v.object({ action: v.literal("ping") }),
]);
export type LiveClientMessage = v.InferOutput<typeof LiveClientMessageSchema>;

/** `WaitTimeRecalculated` data: every waiting client's new expected start. */
export type WaitTimeRecalculatedData = { id: number; attributes: { expected_start: string | null } }[];

/** `ManageQueueAppointmentUpdated` data. */
export interface ManageQueueAppointmentUpdatedData {
  id: number;
  attributes: {
    status: number;
    dial_in: { e164: string; international: string; pin: string } | null;
    meeting_link: string | null;
    user: { full_name: string } | null;
    expected_start: string | null;
    position: number | null;
  };
}

export interface LiveEvent {
  channel: string;
  event: LiveEventName;
  data: unknown;
}

/** Everything the server may send. */
export type LiveServerMessage =
  | LiveEvent
  | { event: "subscribed" | "unsubscribed"; channel: string }
  | { event: "error"; code: string; message: string; channel?: string }
  | { event: "pong" }
  | { event: "disconnect"; reason: "shutdown"; reconnect_after_ms: number };
