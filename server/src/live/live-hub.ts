/**
 * Every live connection of this instance: an index from channel to subscribers (a broadcast
 * touches only them, with the event serialised once), a resync frame to every connection when
 * the bus may have missed events, heartbeats that drop dead peers, and a graceful goodbye before
 * the server shuts down.
 */
import type { WebSocket } from "@fastify/websocket";
import { CHANNEL_PATTERN, type LiveEvent, type WaitTimeRecalculatedData } from "#contract";
import { createOutageLog } from "../db/outage-log.js";
import type { ChannelAccess } from "./channel-access.js";
import type { EventBus } from "./event-bus.js";
import { throttledWarning } from "../http/throttled-warning.js";
import { errorFrame, serverFrame } from "./live-frames.js";
import { CLOSE_TRY_AGAIN_LATER, serveConnection, type LiveConnection } from "./live-connection.js";
import type { LiveLogger } from "./postgres-event-bus.js";
import { createPlaceLines } from "./queue-place-changes.js";
import { createSocketCaps, type SocketCapsOptions } from "./socket-caps.js";

export interface LiveHubOptions {
  bus: EventBus;
  log: LiveLogger;
  /** How often the server pings; a client that has not answered by the next ping is dropped. Default 30 s. */
  heartbeatIntervalMs?: number;
  /** Base of `reconnect_after_ms` in the shutdown notice; each client gets it plus up to as much again. Default 2 s. */
  reconnectAfterMs?: number;
  /** How long shutdown waits for clients to answer the close before cutting them off. Default 2 s. */
  shutdownGraceMs?: number;
  /** Default 20. */
  maxSubscriptions?: number;
  /** Sockets open at once, in all and per client address (`LIVE_MAX_SOCKETS*`); default no cap. */
  caps?: SocketCapsOptions;
}

export interface LiveHub {
  /**
   * Serves one websocket from a client `address` (normalised), or refuses it over a cap; `access`
   * is only looked up for a socket served, and resolves to undefined for an unknown vendor.
   */
  accept(socket: WebSocket, address: string, access: () => Promise<ChannelAccess | undefined>): void;
  /** Open connections on this instance (for the bench and for metrics). */
  connectionCount(): number;
  /** Channel subscriptions of all open connections together (for metrics). */
  subscriptionCount(): number;
  /** Sends every client the disconnect notice, closes them with 1012 and stops listening. */
  shutdown(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's live connections (`GET /live`). */
    live: LiveHub;
  }
}

/** A client this far behind is dropped (it reconnects) rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 1 << 20;
/** Service Restart: the close code that tells a client to come back. */
const CLOSE_SERVICE_RESTART = 1012;
/** How long a refused client has to answer the close before its socket is cut. */
const REFUSAL_GRACE_MS = 1_000;

/** The id in a channel of `kind`, or undefined. */
function idOf(channel: string, kind: string): number | undefined {
  const match = CHANNEL_PATTERN.exec(channel);
  return match?.[1] === kind ? Number(match[2]) : undefined;
}
const placeIdOf = (channel: string) => idOf(channel, "queue-appointment");
const locationIdOf = (channel: string) => idOf(channel, "location");

/** Starts listening on the bus and the heartbeat timer; `shutdown()` stops both. */
export function createLiveHub(options: LiveHubOptions): LiveHub {
  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? 30_000;
  const reconnectAfterMs = options.reconnectAfterMs ?? 2_000;
  const shutdownGraceMs = options.shutdownGraceMs ?? 2_000;
  const maxSubscriptions = options.maxSubscriptions ?? 20;
  const connections = new Set<LiveConnection>();
  const byChannel = new Map<string, Set<LiveConnection>>();
  let closing: Promise<void> | undefined;

  const placeLines = createPlaceLines();

  const index = {
    add(connection: LiveConnection, channel: string, line?: number) {
      connection.channels.add(channel);
      let subscribers = byChannel.get(channel);
      if (!subscribers) {
        byChannel.set(channel, (subscribers = new Set()));
        const place = placeIdOf(channel);
        if (place !== undefined && line !== undefined) placeLines.follow(place, line);
      }
      subscribers.add(connection);
    },
    remove(connection: LiveConnection, channel: string) {
      connection.channels.delete(channel);
      const subscribers = byChannel.get(channel);
      subscribers?.delete(connection);
      if (subscribers?.size === 0) {
        byChannel.delete(channel);
        const place = placeIdOf(channel);
        if (place !== undefined) placeLines.unfollow(place);
      }
    },
  };

  function broadcast(channel: string, event: LiveEvent["event"], data: unknown): void {
    const subscribers = byChannel.get(channel);
    if (!subscribers) return;
    // Serialised and encoded once: every socket on the channel is handed the same bytes.
    const frame = Buffer.from(serverFrame({ channel, event, data }));
    for (const connection of subscribers) deliver(connection, frame);
  }

  const stopListening = options.bus.subscribe((event: LiveEvent) => {
    broadcast(event.channel, event.event, event.data);
    // Each place in that line followed here learns its own share (queue-place-changes.ts).
    const line = event.event === "WaitTimeRecalculated" ? locationIdOf(event.channel) : undefined;
    if (line === undefined || !Array.isArray(event.data)) return;
    for (const change of placeLines.changes(line, event.data as WaitTimeRecalculatedData)) broadcast(change.channel, "QueuePlaceChanged", change.data);
  });
  // Events this instance may not have heard: every client reads what it shows again.
  const stopResyncing = options.bus.onResync(() => {
    const frame = Buffer.from(serverFrame({ event: "resync" }));
    for (const connection of connections) deliver(connection, frame);
  });
  const outages = createOutageLog(options.log, "live");
  const caps = createSocketCaps(options.caps ?? { maxSockets: Infinity, maxSocketsPerAddress: Infinity });
  const refusedLog = {
    total: throttledWarning(options.log, "live: socket refused, LIVE_MAX_SOCKETS are open"),
    per_address: throttledWarning(options.log, "live: socket refused, its address holds LIVE_MAX_SOCKETS_PER_ADDRESS"),
  };

  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }, heartbeatIntervalMs);
  heartbeat.unref();

  /** `frame` is UTF-8 JSON, sent as a text frame (a Buffer spares `ws` encoding it per socket). */
  function deliver(connection: LiveConnection, frame: Buffer): void {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      options.log.warn({ buffered: socket.bufferedAmount }, "live: dropped a client that cannot keep up");
      socket.terminate();
      return;
    }
    socket.send(frame, { binary: false });
  }

  /** Over a cap: told why and to come back later (1013), and cut off if it does not close. */
  function refuse(socket: WebSocket, cap: "total" | "per_address", address: string): void {
    refusedLog[cap]({ address });
    const message = cap === "total" ? "The server holds as many live connections as it can" : "Too many live connections from this address";
    socket.send(errorFrame({ code: "too_many_connections", message }));
    socket.close(CLOSE_TRY_AGAIN_LATER, "too many connections");
    setTimeout(() => socket.terminate(), REFUSAL_GRACE_MS).unref();
  }

  function sayGoodbye(socket: WebSocket): void {
    if (socket.readyState !== socket.OPEN) return;
    // Spread over a window so a fleet of clients does not come back in the same instant.
    const after = reconnectAfterMs + Math.floor(Math.random() * reconnectAfterMs);
    socket.send(serverFrame({ event: "disconnect", reason: "shutdown", reconnect_after_ms: after }));
    socket.close(CLOSE_SERVICE_RESTART, "server shutting down");
  }

  async function closeAll(): Promise<void> {
    clearInterval(heartbeat);
    stopListening();
    stopResyncing();
    const all = [...connections];
    const closed = all.map(
      (connection) =>
        new Promise<void>((resolve) => {
          if (connection.socket.readyState === connection.socket.CLOSED) resolve();
          else connection.socket.once("close", () => resolve());
        }),
    );
    for (const connection of all) sayGoodbye(connection.socket);
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, shutdownGraceMs);
    });
    await Promise.race([Promise.all(closed), grace]);
    clearTimeout(timer);
    for (const connection of connections) connection.socket.terminate();
  }

  return {
    accept(socket, address, access) {
      if (closing) return sayGoodbye(socket);
      const admission = caps.admit(address);
      if (!admission.ok) return refuse(socket, admission.cap, address);
      const connection: LiveConnection = { socket, channels: new Set(), alive: true };
      connections.add(connection);
      socket.on("pong", () => {
        connection.alive = true;
      });
      socket.once("close", () => {
        admission.release();
        connections.delete(connection);
        for (const channel of [...connection.channels]) index.remove(connection, channel);
      });
      serveConnection(connection, access(), { index, maxSubscriptions, log: options.log, outages });
    },
    connectionCount: () => connections.size,
    subscriptionCount() {
      let count = 0;
      for (const subscribers of byChannel.values()) count += subscribers.size;
      return count;
    },
    shutdown() {
      closing ??= closeAll();
      return closing;
    },
  };
}
