/**
 * The frames of `GET /live`: reading what a client sends (validated once, with the shared
 * contract's schema) and writing what the server sends.
 */
import * as v from "valibot";
import { LiveClientMessageSchema, type LiveClientMessage, type LiveServerMessage } from "#contract";

/** Largest frame a client may send; `ws` closes the connection with 1009 above it. */
export const LIVE_MAX_FRAME_BYTES = 4096;

/**
 * Stable codes of `{"event": "error"}` frames; clients translate the code, never the message.
 * `vendor_not_found`, `rate_limited`, `service_unavailable` and `internal_error` are the HTTP API's
 * codes for the same situations.
 */
export const LIVE_ERROR_CODES = [
  "invalid_message",
  "unknown_channel",
  "forbidden",
  "not_found",
  "too_many_subscriptions",
  "rate_limited",
  "too_many_connections",
  "vendor_not_found",
  "service_unavailable",
  "internal_error",
] as const;
export type LiveErrorCode = (typeof LIVE_ERROR_CODES)[number];

export interface LiveFrameError {
  code: LiveErrorCode;
  message: string;
  channel?: string;
}

export type ParsedFrame = { ok: true; message: LiveClientMessage } | { ok: false; error: LiveFrameError };

/** What `ws` hands a `message` listener. */
export type RawFrame = Buffer | ArrayBuffer | Buffer[];

/** Reads one client frame; every mistake becomes an error the connection answers with, never a throw. */
export function parseClientFrame(data: RawFrame, isBinary: boolean): ParsedFrame {
  if (isBinary) return invalid("Send JSON text frames");
  let json: unknown;
  try {
    json = JSON.parse(frameText(data));
  } catch {
    return invalid("The frame is not valid JSON");
  }
  const parsed = v.safeParse(LiveClientMessageSchema, json);
  if (parsed.success) return { ok: true, message: parsed.output };
  const [issue] = parsed.issues;
  const path = v.getDotPath(issue);
  if (path === "channel" && issue.type === "regex") {
    const channel = typeof issue.input === "string" ? issue.input.slice(0, 100) : undefined;
    return { ok: false, error: { code: "unknown_channel", message: "Channels are location.{id}, queue-appointment.{id} and appointment.{id}", channel } };
  }
  return invalid(path ? `${path}: ${issue.message}` : issue.message);
}

/** `{"event": "error", "code", "message", "channel"?}`. */
export function errorFrame(error: LiveFrameError): string {
  const frame: LiveServerMessage = { event: "error", code: error.code, message: error.message };
  if (error.channel !== undefined) frame.channel = error.channel;
  return JSON.stringify(frame);
}

/** Any other server frame, typed by the contract. */
export function serverFrame(message: LiveServerMessage): string {
  return JSON.stringify(message);
}

function invalid(message: string): ParsedFrame {
  return { ok: false, error: { code: "invalid_message", message } };
}

function frameText(data: RawFrame): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString("utf8");
  return data.toString("utf8");
}
