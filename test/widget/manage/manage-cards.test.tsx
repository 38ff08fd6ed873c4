/** The manage page's cards and every condition of spec section 2 (waiting, served, completed; method; kiosk). */
import { afterEach, describe, expect, it } from "vitest";
import { formatDuration } from "../../../widget/src/format/duration.js";
import { formatWaitRange, waitRange } from "../../../widget/src/format/wait-range.js";
import { joinDowntown, setStatus } from "../../helpers/join-demo.js";
import { completeVisit, startVisit } from "../../helpers/staff-admin.js";
import { useElementTestServer, waitFor } from "../helpers/element-harness.js";
import { demoSettings, find, openManage } from "./manage-harness.js";

describe("manage page cards", () => {
  const harness = useElementTestServer({ clockAhead: true });
  const join = (service = "deposits") => joinDowntown(harness.server, harness.ids, service);
  // A staff member serves one client at a time: finish what a test left in progress.
  afterEach(async () => {
    await harness.server.store.db.updateTable("queue_appointments").set({ status: 2 }).where("status", "=", 5).execute();
    harness.server.app.ctx.lines.forget();
  });
  const label = (el: { shadow: ShadowRoot }, text: string) => [...el.shadow.querySelectorAll("dt")].find((dt) => dt.textContent === text);

  it("tells the first in line they are next and someone behind their wait, in hours and minutes", async () => {
    // Downtown has two people serving deposits: the third client waits for one of them.
    const first = await join();
    await join();
    const third = await join();
    const read = await harness.server.call({ method: "GET", url: `/api/v2/open/queue-appointments/${third.id}?code=${third.code}` });
    const { expected_start: start, expected_start_p90: p90 } = read.json().data.attributes as { expected_start: string; expected_start_p90: string };
    const now = harness.server.clock.now().getTime();
    const minutes = Math.floor((Date.parse(start) - now) / 60_000);
    expect(minutes).toBeGreaterThan(0);
    // With the server's spread, the range to the start by which 9 in 10 are called.
    const range = waitRange(start, p90, now);
    expect(range).not.toBeNull();

    const behind = await openManage(harness, third);
    await behind.waitForText(`Estimated wait: approximately ${range ? formatWaitRange(range, "en") : formatDuration(minutes, "en")}`);
    expect(behind.text()).toContain("Your request has been added");
    const next = await openManage(harness, first);
    await next.waitForText("You are next");
  });

  it("tells a curbside client they will be notified, and shows the car", async () => {
    const joined = await join();
    await setStatus(harness.server, joined.id, 1, { fulfillment_method: 2, car_details: "Blue hatchback" });
    const el = await openManage(harness, joined);
    await el.waitForText("We will notify you when it is your turn");
    expect(el.text()).not.toContain("Estimated wait");
    expect(el.text()).not.toContain("You are next");
    expect(el.text()).toContain("Curbside appointment details");
    expect(label(el, "Car details")?.nextElementSibling?.textContent).toBe("Blue hatchback");
  });

  it("shows no wait when the vendor hides waits", async () => {
    const joined = await join();
    const el = await openManage(harness, joined, { attributes: { settings: await demoSettings(harness.server, { show_wait_time: false }) } });
    await el.waitForText("Your request has been added");
    expect(el.shadow.querySelector(".qb-manage-wait")).toBeNull();
  });

  it("shows the location's instructions until the visit is completed, then neither them nor the wait", async () => {
    const joined = await join();
    const el = await openManage(harness, joined);
    await el.waitForText("Check in at the front desk when you arrive.");
    await setStatus(harness.server, joined.id, 2);
    const done = await openManage(harness, joined);
    await done.waitForText("Queue appointment details");
    expect(done.text()).not.toContain("Check in at the front desk");
    expect(done.text()).not.toContain("Your request has been added");
    expect(done.shadow.querySelector(".qb-manage-changes")).toBeNull();
  });

  it("titles a finished visit, and offers a missed one the way back into the line", async () => {
    const done = await join();
    await setStatus(harness.server, done.id, 2);
    const completed = await openManage(harness, done);
    await completed.waitForText("Your visit is complete");
    expect(completed.shadow.querySelector(".qb-book-another")).toBeNull();
    const missed = await join();
    await setStatus(harness.server, missed.id, 3);
    const noShow = await openManage(harness, missed);
    await noShow.waitForText("We missed you");
    expect(noShow.text()).toContain("Your turn came while you were away.");
    expect(noShow.text()).not.toContain("How was your visit?");
    (await find<HTMLButtonElement>(noShow, ".qb-book-another")).click();
    await waitFor(() => window.location.hash.startsWith(`#/callback-service/${missed.locationId}?meeting_method=1`));
  });

  it("says it is their turn while being served, with who serves them, and no changes card", async () => {
    const joined = await join();
    await startVisit(harness.server, joined.id, harness.ids.staff("ana"));
    const el = await openManage(harness, joined);
    await el.waitForText("It's your turn");
    expect(el.text()).toContain("Please go to the front desk.");
    expect(label(el, "Staff")?.nextElementSibling?.textContent).toBe("Ana Lopez");
    expect(el.shadow.querySelector(".qb-manage-changes")).toBeNull();
  });

  it("for a phone callback shows the number it will call and not the location", async () => {
    const joined = await join();
    await setStatus(harness.server, joined.id, 1, { meeting_method: 2 });
    const el = await openManage(harness, joined);
    await el.waitForText("We will call you at");
    expect(el.shadow.querySelector(".qb-manage-call .qb-visually-hidden")?.textContent).toMatch(/ending in \d \d \d \d$/);
    expect(label(el, "Location")).toBeUndefined();
    expect(el.shadow.querySelector(".qb-manage-location-actions")).toBeNull();
  });

  it("tells a phone callback being served that we will call back at the number given, in the page's language", async () => {
    const joined = await join();
    await setStatus(harness.server, joined.id, 5, { meeting_method: 2 });
    const el = await openManage(harness, joined);
    await el.waitForText("It's your turn");
    expect(el.shadow.querySelector(".qb-manage-turn p")?.textContent).toBe("We will call you back at the number given.");
    expect(el.text()).toContain("We will call you at");
    const es = await openManage(harness, joined, { attributes: { lang: "es" } });
    await es.waitForText("Le devolveremos la llamada al número que nos indicó.");
    expect(es.text()).not.toContain("Le estamos llamando ahora.");
  });

  it("for video: a note while waiting; once served, the join button, the dial-in number and its PIN", async () => {
    const joined = await join();
    await setStatus(harness.server, joined.id, 1, { meeting_method: 3 });
    const waiting = await openManage(harness, joined);
    await waiting.waitForText("We will send you a link to join the video call while you wait.");
    expect(waiting.shadow.querySelector(".qb-manage-join")).toBeNull();

    await startVisit(harness.server, joined.id, harness.ids.staff("ana"), {
      meeting_link: "https://meet.example.org/maple-42",
      dial_in: { e164: "+12125550142", pin: "4321" },
    });
    const served = await openManage(harness, joined);
    const join_ = await find<HTMLAnchorElement>(served, "a.qb-manage-join");
    expect(join_.href).toBe("https://meet.example.org/maple-42");
    expect(join_.target).toBe("_blank");
    const dialIn = await find<HTMLAnchorElement>(served, ".qb-manage-dial-in a");
    expect(dialIn.getAttribute("href")).toBe("tel:+12125550142");
    expect(dialIn.textContent).toBe("+1 212 555 0142");
    expect(served.text()).toContain("PIN: 4321");
    expect(served.text()).toContain("Join the video call below.");
  });

  it("on a kiosk hides the video section and the directions", async () => {
    const joined = await join();
    await setStatus(harness.server, joined.id, 1, { meeting_method: 3 });
    const video = await openManage(harness, joined, { query: "mode=kiosk" });
    await video.waitForText("Queue appointment details");
    expect(video.text()).not.toContain("video call");
    const inPerson = await join();
    const el = await openManage(harness, inPerson, { query: "mode=kiosk" });
    await el.waitForText("Queue appointment details");
    expect(el.shadow.querySelector(".qb-manage-location-actions")).toBeNull();
    expect(el.shadow.querySelector(".qb-manage-changes")).toBeNull();
    expect(el.shadow.querySelector(".qb-notify-offer")).toBeNull();
  });

  it("in person: the location with directions to its address and a call button", async () => {
    const joined = await join();
    const el = await openManage(harness, joined);
    await el.waitForText("Directions");
    const address = el.shadow.querySelector(".qb-manage-address")?.textContent ?? "";
    expect(address).toMatch(/New York/);
    const [directions, call] = [...el.shadow.querySelectorAll<HTMLAnchorElement>(".qb-manage-location-actions a")];
    expect(directions?.href).toBe(`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`);
    expect(call?.getAttribute("href")).toBe("tel:+12125550100");
    expect(call?.textContent).toBe("Call the location");
  });

  it("shows the creation date and the confirmation number in the page's language", async () => {
    const joined = await join();
    const el = await openManage(harness, joined, { attributes: { lang: "es" } });
    await el.waitForText("Número de confirmación");
    // On the branch's calendar (Downtown is in New York), whatever the machine's zone and hour.
    const created = new Intl.DateTimeFormat("es", { dateStyle: "long", timeZone: "America/New_York" }).format(harness.server.clock.now());
    expect(el.text()).toContain(created);
    expect(el.text()).toContain(joined.code);
  });

  it("completes live: the wait card goes and the feedback card comes", async () => {
    const joined = await join();
    await startVisit(harness.server, joined.id, harness.ids.staff("ana"));
    const el = await openManage(harness, joined);
    await el.waitForText("It's your turn");
    await completeVisit(harness.server, joined.id);
    await el.waitForText("How was your visit?");
    expect(el.text()).not.toContain("It's your turn");
  });
});
