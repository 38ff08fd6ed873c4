/**
 * The day's appointments at the desk against a real server: a booking of today in the location's
 * time, checked in from its card (announced once, focus kept on the card), and its history read
 * from the audit trail.
 */
import { describe, expect, it } from "vitest";
import { book } from "../../helpers/appointment-fixtures.js";
import { TEST_NOW } from "../../helpers/test-server.js";
import { useDeskServer, waitFor } from "./desk-harness.js";

// An hour after the test clock's now: 11:00 AM in New York, Downtown's zone.
const LATER_TODAY = new Date(Date.parse(TEST_NOW) + 3_600_000).toISOString();

describe("the desk's day", () => {
  const harness = useDeskServer();

  it("shows today's booking in the location's time, checks it in and reads its history", async () => {
    await book(harness.server, harness.ids, LATER_TODAY, { firstName: "Dora" });
    const desk = await harness.open("ana");
    await desk.waitForText("Today's appointments");
    await desk.waitForText(/11:00 AM EST – 11:\d\d AM EST: Dora García-López/);

    const checkIn = await desk.button("Check in: Dora García-López");
    checkIn.focus();
    checkIn.click();
    await waitFor(() => desk.announced() === "Checked in: Dora G.", 5000, "the check-in's announcement");
    // The button is gone; focus stays on the same card.
    await waitFor(() => document.activeElement !== document.body && document.activeElement !== checkIn, 2000, "focus to stay on the card");
    expect(document.activeElement?.closest("[data-row]")?.textContent).toContain("Dora García-López");

    const history = await waitFor(() =>
      [...desk.container.querySelectorAll("summary")].find((s) => s.getAttribute("aria-label")?.startsWith("History: Dora García-López's appointment")),
    );
    history.click();
    await desk.waitForText("Ana Lopez checked the client in");
  });

  it("refuses in an alert what the role may not do (a kiosk account calling next)", async () => {
    const desk = await harness.open("kiosk-downtown");
    await desk.waitForText("Live updates on.");
    (await desk.button("Call next")).click();
    await waitFor(() => desk.alert().includes("You may not do that here."), 5000, "the refusal");
  });

  it("says so in an alert when the server cannot be reached", async () => {
    let offline = false;
    const flaky: typeof fetch = (input, init) => (offline ? Promise.reject(new TypeError("Failed to fetch")) : fetch(input, init));
    const desk = await harness.open("ana", { fetch: flaky });
    await desk.waitForText("Live updates on.");
    offline = true;
    (await desk.button("Call next")).click();
    await waitFor(() => desk.alert().includes("The server cannot be reached."), 5000, "the network alert");
  });
});
