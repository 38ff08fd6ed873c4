import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLiveConnection, type LiveFrame } from "../../../widget/src/live/live-connection.js";
import { socketFactory, type FakeSocket } from "./fake-socket.js";

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe("live connection (fake clock)", () => {
  let factory: ReturnType<typeof socketFactory>;
  let reloads: number;
  let logs: string[];
  /** The reconnect jitter's draw: 1 waits the whole backoff, so the delays below are its upper bounds. */
  let draw: number;
  const connection = () =>
    createLiveConnection({
      url: "ws://x/live?vendor=demo",
      createSocket: factory.create,
      onReload: () => reloads++,
      log: (m) => logs.push(m),
      random: () => draw,
    });
  const latest = (): FakeSocket => {
    const socket = factory.latest();
    if (!socket) throw new Error("no socket yet");
    return socket;
  };

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-11-22T15:00:00Z") });
    factory = socketFactory();
    reloads = 0;
    logs = [];
    draw = 1;
  });
  afterEach(() => vi.useRealTimers());

  it("opens with the first subscriber, subscribes with the code, and re-reads after the ack", () => {
    const events: LiveFrame[] = [];
    let resyncs = 0;
    connection().subscribe("queue-appointment.7", { code: "K7Q2M9XD", onEvent: (f) => events.push(f), onResync: () => resyncs++ });
    const socket = latest();
    socket.open();
    expect(socket.sent).toEqual([{ action: "subscribe", channel: "queue-appointment.7", code: "K7Q2M9XD" }]);
    socket.receive({ event: "subscribed", channel: "queue-appointment.7" });
    expect(resyncs).toBe(1);
    socket.receive({ channel: "queue-appointment.7", event: "ManageQueueAppointmentUpdated", data: { id: 7 } });
    socket.receive({ channel: "location.3", event: "WaitTimeRecalculated", data: [] });
    expect(events).toEqual([{ channel: "queue-appointment.7", event: "ManageQueueAppointmentUpdated", data: { id: 7 } }]);
  });

  it("shares one socket between channels and closes it with the last subscriber", () => {
    const live = connection();
    const stopA = live.subscribe("location.3", { onEvent: () => {} });
    const stopB = live.subscribe("queue-appointment.7", { code: "C", onEvent: () => {} });
    expect(factory.sockets).toHaveLength(1);
    latest().open();
    stopA();
    expect(latest().sent).toContainEqual({ action: "unsubscribe", channel: "location.3" });
    expect(latest().closedByClient).toBeUndefined();
    stopB();
    expect(latest().closedByClient).toBe(1000);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(factory.sockets).toHaveLength(1);
  });

  it("retries with backoff, subscribes again and re-reads after a lost connection", () => {
    let resyncs = 0;
    connection().subscribe("location.3", { onEvent: () => {}, onResync: () => resyncs++ });
    latest().open();
    latest().drop();
    vi.advanceTimersByTime(999);
    expect(factory.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(factory.sockets).toHaveLength(2);
    latest().open();
    expect(latest().sent).toEqual([{ action: "subscribe", channel: "location.3" }]);
    latest().receive({ event: "subscribed", channel: "location.3" });
    expect(resyncs).toBe(1);
  });

  it("re-reads every followed channel on the server's resync, on the same socket", () => {
    const live = connection();
    const resyncs: string[] = [];
    live.subscribe("location.3", { onEvent: () => {}, onResync: () => resyncs.push("location.3") });
    live.subscribe("queue-appointment.7", { code: "C", onEvent: () => {}, onResync: () => resyncs.push("queue-appointment.7") });
    live.subscribe("appointment.9", { code: "D", onEvent: () => {}, onResync: () => resyncs.push("appointment.9"), onRefused: () => {} });
    latest().open();
    latest().receive({ event: "error", code: "forbidden", channel: "appointment.9" });
    latest().receive({ event: "resync" });
    expect(resyncs.sort()).toEqual(["location.3", "queue-appointment.7"]);
    expect(factory.sockets).toHaveLength(1);
    expect(latest().closedByClient).toBeUndefined();
  });

  it("after five minutes of errors waits 20 s and reconnects; after fifteen it reloads", () => {
    connection().subscribe("location.3", { onEvent: () => {} });
    const started = Date.now();
    const attempts: number[] = [];
    while (reloads === 0 && Date.now() - started < 20 * MINUTE) {
      const count = factory.sockets.length;
      latest().drop();
      attempts.push(Date.now() - started);
      while (factory.sockets.length === count && reloads === 0 && Date.now() - started < 20 * MINUTE) vi.advanceTimersByTime(SECOND);
    }
    const gaps = attempts.slice(1).map((t, i) => t - (attempts[i] ?? 0));
    // Backoff up to 30 s; the one gap after the five-minute mark is the graceful 20 s pause.
    const gracefulAt = attempts.findIndex((t) => t >= 5 * MINUTE);
    expect(gaps.slice(0, gracefulAt - 1).every((g) => g <= 30 * SECOND)).toBe(true);
    expect(gaps[gracefulAt]).toBe(20 * SECOND);
    expect(logs.some((l) => /5 minutes/.test(l))).toBe(true);
    expect(reloads).toBe(1);
    expect(attempts.at(-1)).toBeGreaterThanOrEqual(15 * MINUTE);
    expect(attempts.at(-1)).toBeLessThan(15 * MINUTE + 31 * SECOND);
    // Nothing more after the reload.
    const count = factory.sockets.length;
    vi.advanceTimersByTime(10 * MINUTE);
    expect(factory.sockets).toHaveLength(count);
  });

  it("a success starts the error window over", () => {
    connection().subscribe("location.3", { onEvent: () => {} });
    for (let i = 0; i < 30; i++) {
      latest().drop();
      vi.advanceTimersByTime(30 * SECOND);
    }
    latest().open();
    latest().drop();
    vi.advanceTimersByTime(SECOND);
    // Back to the first retry delay, no reload despite 15 minutes since the first error.
    expect(latest().readyState).toBe(0);
    expect(reloads).toBe(0);
  });

  it("waits a random part of the backoff: the first retry comes within a second", () => {
    draw = 0.25;
    connection().subscribe("location.3", { onEvent: () => {} });
    latest().open();
    latest().drop();
    vi.advanceTimersByTime(249);
    expect(factory.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(factory.sockets).toHaveLength(2);
    // The second failure in a row: a quarter of 2 s.
    latest().drop();
    vi.advanceTimersByTime(499);
    expect(factory.sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(factory.sockets).toHaveLength(3);
  });

  it("on the server's disconnect notice, logs it and reconnects after the delay it names", () => {
    draw = 0;
    connection().subscribe("location.3", { onEvent: () => {} });
    latest().open();
    latest().receive({ event: "disconnect", reason: "shutdown", reconnect_after_ms: 3140 });
    expect(latest().closedByClient).toBe(1000);
    expect(logs.join()).toMatch(/server closed live updates/);
    vi.advanceTimersByTime(3139);
    expect(factory.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(factory.sockets).toHaveLength(2);
  });

  it("spreads the reconnect after a disconnect notice over up to one more second", () => {
    draw = 0.6;
    connection().subscribe("location.3", { onEvent: () => {} });
    latest().open();
    latest().receive({ event: "disconnect", reason: "shutdown", reconnect_after_ms: 2000 });
    vi.advanceTimersByTime(2599);
    expect(factory.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(factory.sockets).toHaveLength(2);
  });

  it("a silent connection is noticed by its own ping and replaced", () => {
    connection().subscribe("location.3", { onEvent: () => {} });
    latest().open();
    vi.advanceTimersByTime(25 * SECOND);
    expect(latest().sent).toContainEqual({ action: "ping" });
    vi.advanceTimersByTime(10 * SECOND);
    expect(factory.sockets[0]?.readyState).toBe(3);
    vi.advanceTimersByTime(SECOND);
    expect(factory.sockets).toHaveLength(2);
  });

  it("an answered ping keeps the connection", () => {
    connection().subscribe("location.3", { onEvent: () => {} });
    latest().open();
    vi.advanceTimersByTime(25 * SECOND);
    latest().receive({ event: "pong" });
    vi.advanceTimersByTime(20 * SECOND);
    expect(factory.sockets).toHaveLength(1);
    expect(latest().readyState).toBe(1);
  });

  it("does not retry a connection the server refused by policy (1008)", () => {
    connection().subscribe("location.3", { onEvent: () => {} });
    latest().drop(1008);
    vi.advanceTimersByTime(20 * MINUTE);
    expect(factory.sockets).toHaveLength(1);
    expect(reloads).toBe(0);
  });

  it("reports a refused channel once and does not ask for it again after a reconnect", () => {
    const refused: string[] = [];
    connection().subscribe("queue-appointment.7", { code: "WRONG", onEvent: () => {}, onRefused: (c) => refused.push(c) });
    latest().open();
    latest().receive({ event: "error", code: "forbidden", channel: "queue-appointment.7", message: "no" });
    expect(refused).toEqual(["forbidden"]);
    latest().drop();
    vi.advanceTimersByTime(SECOND);
    latest().open();
    expect(latest().sent).toEqual([]);
  });
});
