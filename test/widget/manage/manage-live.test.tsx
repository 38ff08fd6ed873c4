/** The manage page follows the line live: waits, the client's turn, video details, a cancel by staff. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appointmentChannel, locationChannel } from "#contract";
import { joinDowntown, setStatus } from "../../helpers/join-demo.js";
import { completeVisit, staffPatch, startVisit } from "../../helpers/staff-admin.js";
import { useElementTestServer, waitFor } from "../helpers/element-harness.js";
import { find, openManage } from "./manage-harness.js";

/** A stand-in for the browser's Notification API, recording what the page shows. */
class RecordingNotification {
  static permission: NotificationPermission = "granted";
  static shown: { title: string; body: string | undefined }[] = [];
  static requestPermission = async (): Promise<NotificationPermission> => {
    RecordingNotification.permission = "granted";
    return "granted";
  };
  constructor(title: string, options?: NotificationOptions) {
    RecordingNotification.shown.push({ title, body: options?.body });
  }
}

describe("manage page, live", () => {
  const harness = useElementTestServer({ clockAhead: true });
  const join = () => joinDowntown(harness.server, harness.ids);
  const original = (globalThis as { Notification?: unknown }).Notification;

  beforeEach(() => {
    RecordingNotification.permission = "granted";
    RecordingNotification.shown = [];
    (globalThis as { Notification?: unknown }).Notification = RecordingNotification;
    document.title = "Maple & Main";
  });
  afterEach(async () => {
    (globalThis as { Notification?: unknown }).Notification = original;
    await harness.server.store.db.updateTable("queue_appointments").set({ status: 2 }).where("status", "in", [1, 5]).execute();
    harness.server.app.ctx.lines.forget();
  });

  it("updates the wait when staff finish with a client ahead", async () => {
    const first = await join();
    const second = await join();
    const third = await join();
    await startVisit(harness.server, first.id, harness.ids.staff("ana"));
    await startVisit(harness.server, second.id, harness.ids.staff("ben"));
    const el = await openManage(harness, third);
    await el.waitForText("Estimated wait: approximately");
    await completeVisit(harness.server, first.id);
    await el.waitForText("You are next");
  });

  it("shows the client's turn as it comes: the card, the tab's title and a browser notification", async () => {
    const joined = await join();
    const el = await openManage(harness, joined);
    await el.waitForText("Your request has been added");
    await startVisit(harness.server, joined.id, harness.ids.staff("ana"));
    await el.waitForText("It's your turn");
    expect(el.shadow.querySelector(".qb-manage-turn")?.getAttribute("role")).toBe("alert");
    expect(el.text()).toContain("Ana Lopez");
    // Effects run just after the render that shows the card.
    await waitFor(() => document.title === "It's your turn – Maple & Main");
    expect(RecordingNotification.shown).toEqual([{ title: "It's your turn", body: "Deposits and withdrawals" }]);
    await completeVisit(harness.server, joined.id);
    await el.waitForText("How was your visit?");
    await waitFor(() => document.title === "Maple & Main");
  });

  it("notifies only when the person allowed it, and offers to ask", async () => {
    RecordingNotification.permission = "default";
    const joined = await join();
    const el = await openManage(harness, joined);
    (await find<HTMLButtonElement>(el, ".qb-notify-offer")).click();
    await el.waitForText("We will also notify you in this browser when it is your turn.");
    RecordingNotification.permission = "denied";
    const other = await join();
    const denied = await openManage(harness, other);
    await denied.waitForText("Your request has been added");
    expect(denied.shadow.querySelector(".qb-notify-offer")).toBeNull();
    await startVisit(harness.server, other.id, harness.ids.staff("ben"));
    await denied.waitForText("It's your turn");
    expect(RecordingNotification.shown).toEqual([]);
  });

  it("shows the video link and dial-in as staff send them", async () => {
    const joined = await join();
    await setStatus(harness.server, joined.id, 1, { meeting_method: 3 });
    const el = await openManage(harness, joined);
    await el.waitForText("We will send you a link to join the video call while you wait.");
    await startVisit(harness.server, joined.id, harness.ids.staff("ana"));
    await el.waitForText("Your link to join the video call is on its way.");
    await staffPatch(harness.server, joined.id, { meeting_link: "https://meet.example.org/live-1", dial_in: { e164: "+12125550177", pin: "9911" } });
    const link = await find<HTMLAnchorElement>(el, "a.qb-manage-join");
    expect(link.href).toBe("https://meet.example.org/live-1");
    await el.waitForText("PIN: 9911");
  });

  it("applies the wait deltas that name it, keeps its wait through those that do not, and reads again after a gap (resync)", async () => {
    const joined = await join();
    const other = await join();
    const el = await openManage(harness, joined);
    await el.waitForText("Your request has been added");
    const inMinutes = (minutes: number) => new Date(harness.server.clock.now().getTime() + minutes * 60_000).toISOString();
    const delta = (items: { id: number; minutes: number }[]) =>
      harness.server.app.ctx.bus.publish({
        channel: locationChannel(joined.locationId),
        event: "WaitTimeRecalculated",
        data: items.map((item) => ({ id: item.id, attributes: { expected_start: inMinutes(item.minutes) } })),
      });
    // Published on the location's channel, as the server does; the page follows only its place's
    // channel and gets its share there. Sent until the page has subscribed: a frame before that
    // reaches nobody.
    await waitFor(() => {
      void delta([{ id: joined.id, minutes: 47 }]);
      return el.text().includes("47 minutes");
    }, 15_000);
    // Only someone else moved: this page's wait stays (the next frame naming it shows it was read).
    await delta([{ id: other.id, minutes: 12 }]);
    expect(el.text()).toContain("47 minutes");
    await delta([
      { id: other.id, minutes: 13 },
      { id: joined.id, minutes: 38 },
    ]);
    await el.waitForText("38 minutes", 15_000);
    // Frames were missed (the bus says so): the page reads its estimate again over HTTP. (Behind
    // the server's back, the line's stored anchor moved an hour and 4 minutes on.)
    await harness.server.store.db
      .updateTable("location_lines")
      .set({ anchored_at: inMinutes(64) })
      .where("location_id", "=", joined.locationId)
      .execute();
    harness.server.app.ctx.bus.eventsMissed();
    // Worded by the one rule of every screen: up to 90 minutes in minutes (spec section 9).
    await el.waitForText("approximately 64 minutes", 15_000);
  });

  it("turns to the cancelled screen when the spot is cancelled elsewhere", async () => {
    const joined = await join();
    const el = await openManage(harness, joined);
    await el.waitForText("Your request has been added");
    await staffPatch(harness.server, joined.id, { status: 4 });
    await el.waitForText("This appointment has been cancelled");
  });

  it("follows only its own place's channel, never its location's whole line", async () => {
    const joined = await join();
    const subscribed: string[] = [];
    const send = globalThis.WebSocket.prototype.send;
    // Every frame the page sends still goes out; its subscriptions are noted on the way.
    const spy = vi.spyOn(globalThis.WebSocket.prototype, "send").mockImplementation(function (this: WebSocket, data) {
      const frame = typeof data === "string" ? (JSON.parse(data) as { action?: string; channel?: string }) : {};
      if (frame.action === "subscribe" && frame.channel) subscribed.push(frame.channel);
      send.call(this, data);
    });
    try {
      const el = await openManage(harness, joined);
      await el.waitForText("Your request has been added");
      await waitFor(() => subscribed.length > 0, 15_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(new Set(subscribed)).toEqual(new Set([appointmentChannel(joined.id)]));
    } finally {
      spy.mockRestore();
    }
  });
});
