/**
 * Every live connection of this instance: an index from channel to subscribers (a broadcast
 * touches only them, with the event serialised once), a resync frame to every connection when
 * the bus may have missed events, heartbeats that drop dead peers, and a graceful goodbye before
 * the server shuts down.
 */
import type { WebSocket } from "@fastify/websocket";
import type { LiveEvent } from "../../../widget/src/contract/index.js";
import { createOutageLog } from "../db/outage-log.js";
import type { ChannelAccess } from "./channel-access.js";
import type { EventBus } from "./event-bus.js";
import { serverFrame } from "./live-frames.js";
import { serveConnection, type LiveConnection } from "./live-connection.js";
import type { LiveLogger } from "./postgres-event-bus.js";

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
}

export interface LiveHub {
  /** Serves one websocket; `access` resolves to undefined when its vendor does not exist. */
  accept(socket: WebSocket, access: Promise<ChannelAccess | undefined>): void;
  /** Open connections on this instance (for the bench and for metrics). */
  connectionCount(): number;
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

/** Starts listening on the bus and the heartbeat timer; `shutdown()` stops both. */
export function createLiveHub(options: LiveHubOptions): LiveHub {
  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? 30_000;
  const reconnectAfterMs = options.reconnectAfterMs ?? 2_000;
  const shutdownGraceMs = options.shutdownGraceMs ?? 2_000;
  const maxSubscriptions = options.maxSubscriptions ?? 20;
  const connections = new Set<LiveConnection>();
  const byChannel = new Map<string, Set<LiveConnection>>();
  let closing: Promise<void> | undefined;

  const index = {
    add(connection: LiveConnection, channel: string) {
      connection.channels.add(channel);
      let subscribers = byChannel.get(channel);
      if (!subscribers) byChannel.set(channel, (subscribers = new Set()));
      subscribers.add(connection);
    },
    remove(connection: LiveConnection, channel: string) {
      connection.channels.delete(channel);
      const subscribers = byChannel.get(channel);
      subscribers?.delete(connection);
      if (subscribers?.size === 0) byChannel.delete(channel);
    },
  };

  const stopListening = options.bus.subscribe((event: LiveEvent) => {
    const subscribers = byChannel.get(event.channel);
    if (!subscribers) return;
    const frame = serverFrame({ channel: event.channel, event: event.event, data: event.data });
    for (const connection of subscribers) deliver(connection, frame);
  });
  // Events this instance may not have heard: every client reads what it shows again.
  const stopResyncing = options.bus.onResync(() => {
    const frame = serverFrame({ event: "resync" });
    for (const connection of connections) deliver(connection, frame);
  });
  const outages = createOutageLog(options.log, "live");

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

  function deliver(connection: LiveConnection, frame: string): void {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      options.log.warn({ buffered: socket.bufferedAmount }, "live: dropped a client that cannot keep up");
      socket.terminate();
      return;
    }
    socket.send(frame);
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
    accept(socket, access) {
      if (closing) {
        access.catch(() => {});
        sayGoodbye(socket);
        return;
      }
      const connection: LiveConnection = { socket, channels: new Set(), alive: true };
      connections.add(connection);
      socket.on("pong", () => {
        connection.alive = true;
      });
      socket.once("close", () => {
        connections.delete(connection);
        for (const channel of [...connection.channels]) index.remove(connection, channel);
      });
      serveConnection(connection, access, { index, maxSubscriptions, log: options.log, outages });
    },
    connectionCount: () => connections.size,
    shutdown() {
      closing ??= closeAll();
      return closing;
    },
  };
}
