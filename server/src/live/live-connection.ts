/**
 * One client's side of `GET /live`: reads its frames in order, answers ping, checks access
 * before a subscription, and reports every mistake as an error frame on an open connection.
 * When the database cannot check access (an outage) the client is told `service_unavailable`
 * and the connection closes with 1013 (try again later): it reconnects with backoff and
 * subscribes again, so no subscription is silently missing.
 */
import type { WebSocket } from "@fastify/websocket";
import type { OutageLog } from "../db/outage-log.js";
import type { ChannelAccess } from "./channel-access.js";
import { errorFrame, parseClientFrame, serverFrame, type LiveFrameError, type RawFrame } from "./live-frames.js";
import type { LiveLogger } from "./postgres-event-bus.js";

/** A connected client as the hub indexes it. */
export interface LiveConnection {
  socket: WebSocket;
  /** The channels it follows. */
  channels: Set<string>;
  /** Cleared at every heartbeat, set again by any sign of life. */
  alive: boolean;
}

/** The hub's channel index, as a connection changes it. */
export interface ChannelIndex {
  /** `line`: a place in line's location (channel-access.ts). */
  add(connection: LiveConnection, channel: string, line?: number): void;
  remove(connection: LiveConnection, channel: string): void;
}

export interface ServeOptions {
  index: ChannelIndex;
  maxSubscriptions: number;
  log: LiveLogger;
  /** Reports store outages once rather than per frame. */
  outages: OutageLog;
}

/** Try Again Later: the close code of a connection whose checks the database could not make, or that is over a limit. */
export const CLOSE_TRY_AGAIN_LATER = 1013;

/** Frames waiting for their turn; a client sending faster than its checks run is cut off. */
const MAX_PENDING_FRAMES = 64;

/**
 * Serves the connection once `access` resolves; undefined means the vendor does not exist, and
 * the client gets `vendor_not_found` and close code 1008.
 */
/** Wrong confirm codes one connection may present before it is closed. */
export const MAX_REFUSED_CODES = 5;

export function serveConnection(connection: LiveConnection, access: Promise<ChannelAccess | undefined>, options: ServeOptions): void {
  const { socket } = connection;
  let allowed: ChannelAccess | undefined;
  let pending = 0;
  let refusedCodes = 0;
  // Frames are handled one at a time, in order, so "subscribe then unsubscribe" ends unsubscribed
  // and the subscription limit counts every earlier request.
  let turn: Promise<void> = access.then(
    (found) => {
      allowed = found;
      if (found) return;
      send({ code: "vendor_not_found", message: "Unknown vendor; name it with ?vendor=slug" });
      socket.close(1008, "unknown vendor");
    },
    (error: unknown) => {
      if (unavailable(error)) return;
      options.log.error({ err: error }, "live: vendor lookup failed");
      send({ code: "internal_error", message: "Something went wrong on our side" });
      socket.close(1011, "server error");
    },
  );

  socket.on("message", (data: RawFrame, isBinary: boolean) => {
    connection.alive = true;
    if (pending >= MAX_PENDING_FRAMES) {
      socket.close(1008, "too many frames in flight");
      return;
    }
    pending += 1;
    turn = turn
      .then(() => handle(data, isBinary))
      .catch((error: unknown) => {
        if (unavailable(error)) return;
        options.log.error({ err: error }, "live: handling a frame failed");
        send({ code: "internal_error", message: "Something went wrong on our side" });
      })
      .finally(() => {
        pending -= 1;
      });
  });

  async function handle(data: RawFrame, isBinary: boolean): Promise<void> {
    if (!allowed || !isOpen()) return;
    const parsed = parseClientFrame(data, isBinary);
    if (!parsed.ok) return send(parsed.error);
    const message = parsed.message;
    if (message.action === "ping") return reply(serverFrame({ event: "pong" }));
    const { channel } = message;
    if (message.action === "unsubscribe") {
      // Acknowledged even when not subscribed: the client's intent holds either way.
      options.index.remove(connection, channel);
      return reply(serverFrame({ event: "unsubscribed", channel }));
    }
    if (connection.channels.has(channel)) return reply(serverFrame({ event: "subscribed", channel }));
    if (connection.channels.size >= options.maxSubscriptions) {
      return send({ code: "too_many_subscriptions", message: `At most ${options.maxSubscriptions} channels per connection`, channel });
    }
    const { verdict, line } = await allowed(channel, message.code);
    if (verdict === "rate_limited") {
      // The address's reads by code are spent: it may come back once its window has passed.
      send({ code: "rate_limited", message: "Too many confirm codes tried from this address; try again later", channel });
      socket.close(CLOSE_TRY_AGAIN_LATER, "too many confirm codes");
      return;
    }
    if (verdict === "not_found") return send({ code: "not_found", message: "No such location for this vendor", channel });
    if (verdict === "forbidden") {
      send({ code: "forbidden", message: "A valid confirm code is required for this channel", channel });
      // A socket that keeps presenting wrong codes is guessing them: cut it off.
      if (++refusedCodes >= MAX_REFUSED_CODES) socket.close(1008, "too many wrong confirm codes");
      return;
    }
    // The client may have gone while access was checked; an index entry now would leak.
    if (!isOpen()) return;
    options.index.add(connection, channel, line);
    reply(serverFrame({ event: "subscribed", channel }));
  }

  /** An outage of the store: the client is told, and comes back later to subscribe again. */
  function unavailable(error: unknown): boolean {
    if (!options.outages.report(error)) return false;
    allowed = undefined;
    send({ code: "service_unavailable", message: "The database is briefly unavailable; reconnect and subscribe again" });
    socket.close(CLOSE_TRY_AGAIN_LATER, "try again later");
    return true;
  }

  function isOpen(): boolean {
    return socket.readyState === socket.OPEN;
  }

  function send(error: LiveFrameError): void {
    reply(errorFrame(error));
  }

  function reply(frame: string): void {
    if (isOpen()) socket.send(frame);
  }
}
