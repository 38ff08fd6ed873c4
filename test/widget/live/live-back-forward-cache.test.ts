/**
 * The back/forward cache: a page leaving (`pagehide`) closes the live socket, which would
 * otherwise keep the page out of the cache, and a page restored from it (`pageshow`, persisted)
 * opens a new one, subscribes again and re-reads its state so it is not stale.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLiveConnection } from "../../../widget/src/live/live-connection.js";
import { socketFactory, type FakeSocket } from "./fake-socket.js";

/** As the browser sends them: `persisted` says the page goes into (or comes out of) the cache. */
function pageTransition(type: "pagehide" | "pageshow", persisted: boolean): void {
  const event = new Event(type);
  Object.defineProperty(event, "persisted", { value: persisted });
  window.dispatchEvent(event);
}

describe("live connection and the back/forward cache", () => {
  let factory: ReturnType<typeof socketFactory>;
  let stops: (() => void)[];
  const latest = (): FakeSocket => {
    const socket = factory.latest();
    if (!socket) throw new Error("no socket yet");
    return socket;
  };
  const connection = () => createLiveConnection({ url: "ws://x/live?vendor=demo", createSocket: factory.create, onReload: () => {}, log: () => {} });

  beforeEach(() => {
    factory = socketFactory();
    stops = [];
  });
  afterEach(() => {
    for (const stop of stops) stop();
  });

  it("closes the socket on pagehide and reopens, resubscribes and re-reads on pageshow", () => {
    const resyncs: string[] = [];
    const live = connection();
    stops.push(live.subscribe("location.3", { onEvent: () => {}, onResync: () => resyncs.push("location.3") }));
    stops.push(live.subscribe("queue-appointment.7", { code: "K7Q2M9XD", onEvent: () => {}, onResync: () => resyncs.push("queue-appointment.7") }));
    const first = latest();
    first.open();

    pageTransition("pagehide", true);
    expect(first.closedByClient).toBe(1000);
    expect(factory.sockets).toHaveLength(1);

    pageTransition("pageshow", true);
    expect(factory.sockets).toHaveLength(2);
    const second = latest();
    second.open();
    expect(second.sent).toEqual([
      { action: "subscribe", channel: "location.3" },
      { action: "subscribe", channel: "queue-appointment.7", code: "K7Q2M9XD" },
    ]);
    second.receive({ event: "subscribed", channel: "location.3" });
    second.receive({ event: "subscribed", channel: "queue-appointment.7" });
    expect(resyncs).toEqual(["location.3", "queue-appointment.7"]);
  });

  it("opens no socket while the page is hidden, and none on a first pageshow", () => {
    const live = connection();
    stops.push(live.subscribe("location.3", { onEvent: () => {} }));
    latest().open();
    pageTransition("pageshow", false);
    expect(factory.sockets).toHaveLength(1);
    pageTransition("pagehide", true);
    stops.push(live.subscribe("location.4", { onEvent: () => {} }));
    expect(factory.sockets).toHaveLength(1);
    pageTransition("pageshow", true);
    expect(factory.sockets).toHaveLength(2);
  });

  it("leaves the page's events alone once nothing is followed", () => {
    const live = connection();
    const stop = live.subscribe("location.3", { onEvent: () => {} });
    latest().open();
    stop();
    pageTransition("pagehide", true);
    pageTransition("pageshow", true);
    expect(factory.sockets).toHaveLength(1);
  });
});
