/** Websocket subscribers of a location's channel, as a widget or TV board on that location is. */
import WebSocket from "ws";
import { locationChannel } from "#contract";
import { BENCH_VENDOR } from "./bench-server.js";

export const liveUrl = (base: string) => `${base.replace(/^http/, "ws")}/live?vendor=${BENCH_VENDOR}`;

/** Connects and subscribes; resolves once the server acknowledged the subscription. */
export async function subscribe(base: string, locationId: number): Promise<WebSocket> {
  const socket = new WebSocket(liveUrl(base));
  const channel = locationChannel(locationId);
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.once("open", () => socket.send(JSON.stringify({ action: "subscribe", channel })));
    socket.on("message", function ack(raw) {
      if ((JSON.parse(String(raw)) as { event?: string }).event === "subscribed") {
        socket.off("message", ack);
        resolve();
      }
    });
  });
  return socket;
}

/** Subscribes `count` sockets, 250 at a time, so the accept queue is not what is measured. */
export async function subscribeMany(base: string, locationId: number, count: number): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < count; i += 250) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(250, count - i) }, () => subscribe(base, locationId)))));
  }
  return sockets;
}

export async function closeAll(sockets: WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.readyState === WebSocket.CLOSED) return resolve();
          s.once("close", () => resolve());
          s.close();
        }),
    ),
  );
}

/** The event name of a frame, or undefined for anything that is not a JSON event. */
export function eventOf(raw: WebSocket.RawData): string | undefined {
  try {
    return (JSON.parse(String(raw)) as { event?: string }).event;
  } catch {
    return undefined;
  }
}

/** Bytes of every frame a socket receives, and a wait for the next frame of an event. */
export function frameCounter(socket: WebSocket) {
  let bytes = 0;
  let waiter: { event: string; resolve: () => void } | undefined;
  socket.on("message", (raw: Buffer) => {
    bytes += raw.length;
    if (waiter && eventOf(raw) === waiter.event) waiter.resolve();
  });
  return {
    reset: () => (bytes = 0),
    bytes: () => bytes,
    /** Resolves with the next frame of `event`; rejects after `timeoutMs`. */
    next(event: string, timeoutMs = 30_000): Promise<void> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
        waiter = {
          event,
          resolve: () => {
            clearTimeout(timer);
            waiter = undefined;
            resolve();
          },
        };
      });
    },
  };
}
