/**
 * The last step of the reconnect policy for an element on a vendor's page: after fifteen
 * minutes of failed live connections the element starts afresh — remounted, its appointment
 * read again, its channels subscribed again — and the host's page is never reloaded. The live
 * transport is a scripted socket on a fake clock; the reads go to a real server.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { joinDowntown, setStatus } from "../../helpers/join-demo.js";
import { useElementTestServer, waitFor } from "../helpers/element-harness.js";
import { openManage } from "../manage/manage-harness.js";
import { FakeSocket } from "./fake-socket.js";

const sockets: FakeSocket[] = [];
class RecordedSocket extends FakeSocket {
  constructor(url: string) {
    super(url);
    sockets.push(this);
  }
}

describe("live updates failing for fifteen minutes", () => {
  const harness = useElementTestServer();

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sockets.length = 0;
  });

  it("remount the element and read the appointment again, without reloading the host page", async () => {
    vi.stubGlobal("WebSocket", RecordedSocket);
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined);
    const joined = await joinDowntown(harness.server, harness.ids);
    const el = await openManage(harness, joined);
    await el.waitForText("Your request has been added");
    await waitFor(() => sockets.length === 1);
    const card = el.shadow.querySelector(".qb-manage-code");
    expect(card).not.toBeNull();

    // Meanwhile staff start the visit; the page cannot hear it while the connection is down.
    await setStatus(harness.server, joined.id, 5);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    const started = Date.now();
    const logs = vi.spyOn(console, "info").mockImplementation(() => undefined);
    while (Date.now() - started < 16 * 60_000) {
      const count = sockets.length;
      sockets.at(-1)?.drop();
      vi.advanceTimersByTime(30_000);
      if (sockets.length === count) break; // no new attempt: the policy gave up on this connection
    }
    vi.useRealTimers();
    expect(Date.now()).toBeLessThan(started + 16 * 60_000);
    expect(logs.mock.calls.flat().join(" ")).toMatch(/15 minutes; starting afresh/);

    // Afresh: a new tree with the state read again (now in progress), a new connection.
    await el.waitForText("It's your turn");
    expect(card?.isConnected).toBe(false);
    await waitFor(() => sockets.some((s) => s.readyState === 0 && s !== sockets[0]));
    expect(reload).not.toHaveBeenCalled();
  });
});
