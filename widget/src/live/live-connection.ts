/**
 * One websocket to the server's `/live` for one element, shared by every screen that follows a
 * channel (docs/live-updates.md). It opens with the first subscriber and closes with the last,
 * subscribes again after every reconnect and tells subscribers to re-read their state then
 * (events missed while disconnected are not replayed) and whenever the server sends `resync`
 * (events it may have missed), and carries out the reconnect policy.
 *
 * An open websocket keeps a page out of the browser's back/forward cache, so the socket closes
 * on `pagehide` and opens again on `pageshow`; the new subscriptions' `subscribed` frames make
 * every screen re-read its state, so a page restored from that cache catches up on what it
 * missed. (`pagehide`, never `unload`: an unload handler alone bars the page from the cache.)
 */
import { CLIENT_PING_EVERY_MS, CLIENT_PING_TIMEOUT_MS } from "./live-timing.js";
import { afterFailure, afterRestartNotice, type FailureWindow, type RandomSource } from "./reconnect-policy.js";

/** An event on a channel, as the server sends it. */
export interface LiveFrame {
  channel: string;
  event: string;
  data: unknown;
}

export interface LiveHandlers {
  /** The confirm code, for an appointment's channel. */
  code?: string;
  onEvent(frame: LiveFrame): void;
  /** After each (re)subscription and each server `resync`: re-read the state over HTTP. */
  onResync?(): void;
  /** The server refused the channel (`forbidden`, `not_found`); it is not asked again. */
  onRefused?(code: string): void;
}

export interface LiveConnectionOptions {
  /** `ws(s)://host/live?vendor=…` */
  url: string;
  createSocket?(url: string): WebSocket;
  /** Fifteen minutes of failures: start afresh (spec: reload the page). */
  onReload(): void;
  log?(message: string): void;
  /** Spreads reconnect delays (default `Math.random`); tests pass a fixed source. */
  random?: RandomSource;
}

export interface LiveConnection {
  subscribe(channel: string, handlers: LiveHandlers): () => void;
}

interface Channel {
  code?: string;
  handlers: Set<LiveHandlers>;
  refused: boolean;
}

type ServerFrame = Partial<LiveFrame> & { code?: string; reconnect_after_ms?: number };

function parseFrame(data: unknown): ServerFrame | null {
  if (typeof data !== "string") return null;
  try {
    const frame: unknown = JSON.parse(data);
    return frame && typeof frame === "object" && typeof (frame as ServerFrame).event === "string" ? (frame as ServerFrame) : null;
  } catch {
    return null;
  }
}

export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const log = options.log ?? ((message: string) => console.info(`queue-booking: ${message}`));
  const random = options.random ?? Math.random;
  const channels = new Map<string, Channel>();
  let socket: WebSocket | null = null;
  let failures: FailureWindow | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  /** Between `pagehide` and `pageshow`: the page may sit in the back/forward cache. */
  let pageHidden = false;

  const send = (message: object) => {
    // 1 is OPEN; not read from a global WebSocket, which a custom socket factory may not have.
    if (socket?.readyState === 1) socket.send(JSON.stringify(message));
  };
  const subscribeMessage = (name: string, channel: Channel) => ({ action: "subscribe", channel: name, ...(channel.code ? { code: channel.code } : {}) });

  function stopTimers(): void {
    clearTimeout(reconnectTimer);
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
    reconnectTimer = pingTimer = pongTimer = undefined;
    removeEventListener("online", connectNow);
  }

  /** Closes the socket on purpose: its close event is not a failure. */
  function drop(): void {
    const current = socket;
    socket = null;
    stopTimers();
    current?.close(1000);
  }

  function schedule(delayMs: number): void {
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(connect, delayMs);
    // Back online: no need to wait out the backoff.
    addEventListener("online", connectNow);
  }

  function connectNow(): void {
    if (reconnectTimer !== undefined) connect();
  }

  function failed(code: number): void {
    socket = null;
    stopTimers();
    if (channels.size === 0) return;
    // 1008: unknown vendor, or too many wrong codes. Asking again cannot help.
    if (code === 1008) {
      log("live updates were refused by the server");
      return;
    }
    const { step, window } = afterFailure(failures, Date.now(), random);
    failures = window;
    if (step.kind === "reload") {
      log("live updates failed for 15 minutes; starting afresh");
      channels.clear();
      followPage(false);
      options.onReload();
    } else {
      if (step.kind === "graceful") log(`live updates failed for 5 minutes; reconnecting in ${step.delayMs / 1000} s`);
      schedule(step.delayMs);
    }
  }

  function onFrame(frame: ServerFrame): void {
    clearTimeout(pongTimer);
    const channel = frame.channel ? channels.get(frame.channel) : undefined;
    if (frame.event === "disconnect") {
      // The server is going away (a restart): reconnect when it says (else after 20 s), spread a little more.
      const delay = afterRestartNotice(typeof frame.reconnect_after_ms === "number" ? frame.reconnect_after_ms : undefined, random);
      log(`the server closed live updates (${String(frame.code ?? "shutdown")}); reconnecting in ${Math.round(delay / 1000)} s`);
      drop();
      schedule(delay);
    } else if (frame.event === "subscribed") {
      for (const handlers of channel?.handlers ?? []) handlers.onResync?.();
    } else if (frame.event === "resync") {
      // The server may have missed events of any channel (its own link to the database was down).
      for (const followed of channels.values()) if (!followed.refused) for (const handlers of followed.handlers) handlers.onResync?.();
    } else if (frame.event === "error" && channel && (frame.code === "forbidden" || frame.code === "not_found")) {
      channel.refused = true;
      for (const handlers of channel.handlers) handlers.onRefused?.(frame.code);
    } else if (channel && frame.channel) {
      for (const handlers of channel.handlers) handlers.onEvent({ channel: frame.channel, event: frame.event ?? "", data: frame.data });
    }
  }

  function connect(): void {
    stopTimers();
    if (channels.size === 0 || socket || pageHidden) return;
    const ws = createSocket(options.url);
    socket = ws;
    ws.onopen = () => {
      failures = null;
      for (const [name, channel] of channels) if (!channel.refused) send(subscribeMessage(name, channel));
      pingTimer = setInterval(() => {
        send({ action: "ping" });
        // Any frame clears this; silence means the connection died without a close.
        pongTimer = setTimeout(() => ws.close(), CLIENT_PING_TIMEOUT_MS);
      }, CLIENT_PING_EVERY_MS);
    };
    ws.onmessage = (event: MessageEvent) => {
      const frame = parseFrame(event.data);
      if (frame && socket === ws) onFrame(frame);
    };
    ws.onclose = (event: CloseEvent) => {
      if (socket === ws) failed(event.code);
    };
  }

  function onPageHide(): void {
    pageHidden = true;
    drop();
  }
  function onPageShow(): void {
    if (!pageHidden) return;
    pageHidden = false;
    // A fresh start: failures before the page was hidden say nothing about the network now.
    failures = null;
    connect();
  }
  /** Listened to only while some channel is followed, so an idle element leaves no listener. */
  function followPage(following: boolean): void {
    if (following) {
      addEventListener("pagehide", onPageHide);
      addEventListener("pageshow", onPageShow);
    } else {
      removeEventListener("pagehide", onPageHide);
      removeEventListener("pageshow", onPageShow);
      pageHidden = false;
    }
  }

  return {
    subscribe(name, handlers) {
      let channel = channels.get(name);
      if (!channel) {
        channel = { code: handlers.code, handlers: new Set(), refused: false };
        if (channels.size === 0) followPage(true);
        channels.set(name, channel);
        send(subscribeMessage(name, channel));
      }
      channel.handlers.add(handlers);
      if (!socket && reconnectTimer === undefined && !pageHidden) connect();
      const subscribed = channel;
      return () => {
        subscribed.handlers.delete(handlers);
        if (subscribed.handlers.size > 0 || channels.get(name) !== subscribed) return;
        channels.delete(name);
        send({ action: "unsubscribe", channel: name });
        if (channels.size === 0) {
          followPage(false);
          drop();
        }
      };
    },
  };
}
