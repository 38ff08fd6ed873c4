/**
 * The live-update protocol of `GET /live` (a plain websocket any host page can use).
 * Client → server: subscribe / unsubscribe. Server → client: events on channels, acks, errors,
 * pings, a resync signal when events may have been missed, and a disconnect notice before the
 * server goes away.
 */
import * as v from "valibot";

/** Public channel of a location: `WaitTimeRecalculated`. */
export const locationChannel = (id: number) => `location.${id}`;
/** Channel of one place in line (needs its confirm code): `ManageQueueAppointmentUpdated`, `QueuePlaceChanged`. */
export const appointmentChannel = (id: number) => `queue-appointment.${id}`;
/** Channel of one booked appointment (needs its confirm code): `ManageAppointmentUpdated`. */
export const bookedAppointmentChannel = (id: number) => `appointment.${id}`;

/** Between instances only (it does not match `CHANNEL_PATTERN`): vendor configuration changed. */
export const CONFIG_CHANNEL = "server.vendor-config";
/** Between instances only: a line changed (`LineChanged`, server/src/queue/line/line-change.ts). */
export const LINE_CHANNEL = "server.line";

export const CHANNEL_PATTERN = /^(location|queue-appointment|appointment)\.(\d{1,10})$/;

/**
 * `VendorConfigChanged` and `LineChanged` never reach a browser: instances tell each other that
 * a vendor's configuration or a line changed on `CONFIG_CHANNEL` and `LINE_CHANNEL`, channels
 * no client can subscribe to.
 */
export const LIVE_EVENTS = [
  "WaitTimeRecalculated",
  "ManageQueueAppointmentUpdated",
  "QueuePlaceChanged",
  "ManageAppointmentUpdated",
  "AppointmentsChanged",
  "VendorConfigChanged",
  "LineChanged",
] as const;
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

/**
 * `WaitTimeRecalculated` data: the waiting clients whose expected start changed (a delta, not
 * the whole line; null: no estimate, or no longer waiting — `left: true` says the latter, so a
 * page behind them in line moves up a place). A client holding the whole line reads it again
 * over HTTP after a `resync` frame, a reconnection, or an id it does not know.
 */
export type WaitTimeRecalculatedData = {
  id: number;
  /** `expected_start_p90`: the start's 90th percentile (null where the start is; absent for one who left). */
  attributes: { expected_start: string | null; expected_start_p90?: string | null; left?: true };
}[];

/**
 * `QueuePlaceChanged` data, on a place in line's own channel after its line changed: its new
 * expected start when that moved (absent when it did not), and how many clients ahead of it left
 * the line (`moved_up`, 0 or more), so its page moves up that many places without reading again.
 */
export interface QueuePlaceChangedData {
  id: number;
  /** `expected_start_p90` comes with `expected_start` (servers before it do not send it). */
  attributes: { expected_start?: string | null; expected_start_p90?: string | null; moved_up: number };
}

/** `ManageQueueAppointmentUpdated` data. */
export interface ManageQueueAppointmentUpdatedData {
  id: number;
  attributes: {
    status: number;
    dial_in: { e164: string; international: string; pin: string } | null;
    meeting_link: string | null;
    user: { full_name: string } | null;
    expected_start: string | null;
    /** The start's 90th percentile (servers before it do not send it). */
    expected_start_p90?: string | null;
    position: number | null;
  };
}

/**
 * `ManageAppointmentUpdated` data, on a booked appointment's channel: what its manage page
 * shows live (the visit's status, the check-in, who serves, the video link).
 */
export interface ManageAppointmentUpdatedData {
  id: number;
  attributes: {
    status: number;
    checked_in_at: string | null;
    started_at: string | null;
    finished_at: string | null;
    start: string;
    end: string;
    staff_id: number;
    user: { full_name: string } | null;
    meeting_link: string | null;
    dial_in: { e164: string; international: string; pin: string } | null;
  };
}

/**
 * `AppointmentsChanged` data, on a location's channel: a booking there changed (booked, moved,
 * checked in, started, finished, cancelled). Ids only, no names: the channel is public. Staff
 * consoles read the day again.
 */
export interface AppointmentsChangedData {
  ids: number[];
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
  | { event: "disconnect"; reason: "shutdown"; reconnect_after_ms: number }
  /**
   * Events of this connection's channels may have been missed (the server's own link to the
   * database was down, or an event could not be sent): read the state of every followed
   * channel again over HTTP. Subscriptions stay as they are.
   */
  | { event: "resync" };
