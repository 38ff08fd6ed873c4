/**
 * The location's live channel: the desk is read again on every `WaitTimeRecalculated` (the line
 * moved) and `AppointmentsChanged` (a booking there was made or changed, also by the client or a
 * kiosk), and after every reconnection or `resync` notice, since missed events are not replayed.
 */
import { desk } from "./desk-state.js";
import { ui } from "./page-elements.js";

const REFRESHING_EVENTS = new Set(["WaitTimeRecalculated", "AppointmentsChanged"]);

let socket: WebSocket | undefined;
let reconnectTimer: number | undefined;
let reconnectDelay = 2000;

export function connectLive(onChange: () => void): void {
  // A timer set means this is a reconnection (closeLive clears it).
  const reconnecting = reconnectTimer !== undefined;
  closeLive();
  const slug = desk.me?.data.attributes.vendor?.slug;
  if (!slug || desk.locationId === undefined) return;
  const channel = `location.${desk.locationId}`;
  const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(`${scheme}//${window.location.host}/live?vendor=${encodeURIComponent(slug)}`);
  socket = ws;
  ws.addEventListener("open", () => {
    reconnectDelay = 2000;
    ws.send(JSON.stringify({ action: "subscribe", channel }));
    if (reconnecting) onChange();
  });
  ws.addEventListener("message", (event) => {
    let message: { event?: string; channel?: string; reconnect_after_ms?: number };
    try {
      message = JSON.parse(String(event.data)) as typeof message;
    } catch {
      return;
    }
    if (message.event === "disconnect") reconnectDelay = message.reconnect_after_ms ?? reconnectDelay;
    // The server may have dropped events of our channels: read everything again.
    if (message.event === "resync") onChange();
    if (message.channel !== channel) return;
    // On once the server has the subscription: an event before that would not arrive.
    if (message.event === "subscribed") ui.liveState.textContent = "Live updates on.";
    if (message.event && REFRESHING_EVENTS.has(message.event)) onChange();
  });
  ws.addEventListener("close", () => {
    if (socket !== ws) return;
    ui.liveState.textContent = "Live updates paused; reconnecting…";
    reconnectTimer = window.setTimeout(() => connectLive(onChange), reconnectDelay);
    reconnectDelay = Math.min(reconnectDelay * 2, 30_000);
  });
}

export function closeLive(): void {
  window.clearTimeout(reconnectTimer);
  reconnectTimer = undefined;
  const old = socket;
  socket = undefined;
  old?.close();
}
