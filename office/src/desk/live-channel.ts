/**
 * The location's live channel on `/live`: the desk is read again on every `WaitTimeRecalculated`
 * (the line moved) and `AppointmentsChanged` (a booking there changed, by anyone), and after a
 * reconnection or a `resync` notice, since missed events are not replayed. A dropped connection
 * is tried again after 2 s, doubling to 30 s, or when the server says.
 */
import type { LiveState } from "./desk-store.js";

const REFRESHING_EVENTS = new Set(["WaitTimeRecalculated", "AppointmentsChanged"]);
const FIRST_DELAY_MS = 2000;
const LONGEST_DELAY_MS = 30_000;

export interface LiveChannelOptions {
  /** `ws(s)://host/live?vendor=…` */
  url: string;
  locationId: number;
  onChange(): void;
  onState(state: LiveState): void;
  createSocket?(url: string): WebSocket;
}

/** The `/live` address beside an HTTP base (the page's origin). */
export function liveUrl(base: string, vendor: string): string {
  const url = new URL("/live", base);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.searchParams.set("vendor", vendor);
  return url.toString();
}

/** Follows the channel until the answered function is called. */
export function followLocation(options: LiveChannelOptions): () => void {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const channel = `location.${options.locationId}`;
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = FIRST_DELAY_MS;
  let stopped = false;

  function connect(reconnecting: boolean): void {
    options.onState(reconnecting ? "paused" : "connecting");
    const ws = createSocket(options.url);
    socket = ws;
    ws.addEventListener("open", () => ws.send(JSON.stringify({ action: "subscribe", channel })));
    ws.addEventListener("message", (event: MessageEvent) => {
      let frame: { event?: string; channel?: string; reconnect_after_ms?: number };
      try {
        frame = JSON.parse(String(event.data)) as typeof frame;
      } catch {
        return;
      }
      if (frame.event === "disconnect" && typeof frame.reconnect_after_ms === "number") delay = frame.reconnect_after_ms;
      if (frame.event === "resync") options.onChange();
      if (frame.channel !== channel) return;
      if (frame.event === "subscribed") {
        delay = FIRST_DELAY_MS;
        options.onState("on");
        // What changed while the connection was down is read now.
        if (reconnecting) options.onChange();
      }
      if (frame.event && REFRESHING_EVENTS.has(frame.event)) options.onChange();
    });
    ws.addEventListener("close", () => {
      if (stopped || socket !== ws) return;
      options.onState("paused");
      timer = setTimeout(() => connect(true), delay);
      delay = Math.min(delay * 2, LONGEST_DELAY_MS);
    });
  }

  connect(false);
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
    socket = undefined;
  };
}
