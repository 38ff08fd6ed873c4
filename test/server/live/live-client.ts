/** A real websocket client for `GET /live` tests: records every frame and waits for the ones asked for. */
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { WebSocket, type ClientOptions } from "ws";

export interface LiveFrame {
  event: string;
  channel?: string;
  code?: string;
  message?: string;
  data?: unknown;
  reconnect_after_ms?: number;
  reason?: string;
}

export interface LiveClient {
  socket: WebSocket;
  /** Every JSON frame received so far, in order. */
  frames: LiveFrame[];
  send(message: unknown): void;
  /** Resolves with the first frame (already received or coming) that matches. */
  next(match: (frame: LiveFrame) => boolean, timeoutMs?: number): Promise<LiveFrame>;
  /** Sends `subscribe` and waits for its ack or error. */
  subscribe(channel: string, code?: string): Promise<LiveFrame>;
  /** Resolves with the close code once the server has closed the connection. */
  closed: Promise<number>;
  close(): Promise<void>;
}

/** `ws://127.0.0.1:{port}` of a listening app. */
export function wsBase(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${address.port}`;
}

export async function connectLive(url: string, options: ClientOptions = {}): Promise<LiveClient> {
  const socket = new WebSocket(url, options);
  const frames: LiveFrame[] = [];
  const waiters = new Set<() => void>();
  socket.on("message", (data) => {
    frames.push(JSON.parse(String(data)) as LiveFrame);
    for (const waiter of waiters) waiter();
  });
  const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });

  function next(match: (frame: LiveFrame) => boolean, timeoutMs = 5_000): Promise<LiveFrame> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = frames.find(match);
        if (!found) return;
        done();
        resolve(found);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames).slice(0, 500)}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  }

  return {
    socket,
    frames,
    send: (message) => socket.send(typeof message === "string" ? message : JSON.stringify(message)),
    next,
    subscribe(channel, code) {
      const already = frames.length;
      socket.send(JSON.stringify(code === undefined ? { action: "subscribe", channel } : { action: "subscribe", channel, code }));
      return next((frame) => frames.indexOf(frame) >= already && frame.channel === channel && ["subscribed", "error"].includes(frame.event));
    },
    closed,
    async close() {
      if (socket.readyState === socket.CLOSED) return;
      socket.close();
      await closed;
    },
  };
}
