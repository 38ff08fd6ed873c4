/**
 * The desk's line against a real server: a client who joins through the open API appears live
 * and is announced once ("Lena M. joined"), never the line itself; call next and complete, with
 * focus kept where the person works; the location's zone named.
 */
import { describe, expect, it } from "vitest";
import { joinDowntown } from "../../helpers/join-demo.js";
import { type MountedDesk, useDeskServer, waitFor } from "./desk-harness.js";

/** Serves and completes whoever a previous test left in the line, until nobody waits. */
async function serveEveryone(desk: MountedDesk): Promise<void> {
  await waitFor(() => !desk.text().includes("Loading the line"));
  for (;;) {
    const next = [...desk.container.querySelectorAll("button")].find((b) => /^(Complete|Start): /.test(b.getAttribute("aria-label") ?? ""));
    if (!next) break;
    const name = next.getAttribute("aria-label");
    next.click();
    await waitFor(() => ![...desk.container.querySelectorAll("button")].some((b) => b.getAttribute("aria-label") === name), 5000, `${name} to go`);
  }
  await desk.waitForText("Nobody is waiting.");
}

describe("the desk's line", () => {
  const harness = useDeskServer();

  it("names the location's zone and starts focus at its heading", async () => {
    const desk = await harness.open("ana");
    await desk.waitForText("Times are the location's: America/New_York (EST).");
    await desk.waitForText("Live updates on.");
    expect(document.activeElement?.textContent).toBe("Desk");
    expect(desk.container.querySelectorAll("[aria-live]")).toHaveLength(1);
  });

  it("announces a join once, calls next and completes, keeping focus off the body", async () => {
    const desk = await harness.open("ana");
    await desk.waitForText("Live updates on.");
    await joinDowntown(harness.server, harness.ids, "deposits", { first_name: "Lena", last_name: "Marsh" });
    await desk.waitForText("Lena Marsh");
    await waitFor(() => desk.announced() === "Lena M. joined", 5000, "the join's announcement");
    // The line is no live region; only the announcer speaks.
    const line = await waitFor(() => desk.container.querySelector("section[aria-labelledby='desk-line-title']"));
    expect(line.closest("[aria-live]")).toBeNull();
    expect(line.querySelector("[aria-live]")).toBeNull();

    // The next join is said alone; Lena is not said again.
    const said = desk.announcements.length;
    await joinDowntown(harness.server, harness.ids, "deposits", { first_name: "Omar", last_name: "Quist" });
    await waitFor(() => desk.announced() === "Omar Q. joined", 5000, "the second join's announcement");
    expect(desk.announcements.slice(said)).toEqual(["Omar Q. joined"]);
    expect(desk.announcements.filter((a) => a.includes("Lena"))).toEqual(["Lena M. joined"]);

    (await desk.button("Call next")).click();
    await waitFor(() => desk.announced() === "Called Lena M.", 5000, "the call's announcement");
    const complete = await desk.button("Complete: Lena Marsh");
    complete.focus();
    complete.click();
    await waitFor(() => desk.announced() === "Completed", 5000, "the completion's announcement");
    await waitFor(() => !desk.text().includes("Lena Marsh"), 5000, "Lena to leave the line");
    // Focus went to the row that took Lena's place (Omar's first action), not to the body.
    await waitFor(() => document.activeElement !== document.body, 2000, "focus to land");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Start: Omar Quist");
  });

  it("moves focus to the line's heading when the last client leaves", async () => {
    const desk = await harness.open("ana");
    await desk.waitForText("Live updates on.");
    await serveEveryone(desk);
    await joinDowntown(harness.server, harness.ids, "deposits", { first_name: "Ida", last_name: "Last" });
    const start = await desk.button("Start: Ida Last");
    start.focus();
    start.click();
    const complete = await desk.button("Complete: Ida Last");
    await waitFor(() => document.activeElement === complete, 2000, "focus on Complete after Start");
    complete.click();
    await desk.waitForText("Nobody is waiting.");
    await waitFor(() => document.activeElement?.id === "desk-line-title", 2000, "focus on the line's heading");
  });

  it("says in an alert, translated, when nobody can be called", async () => {
    const desk = await harness.open("ana");
    await desk.waitForText("Live updates on.");
    await serveEveryone(desk);
    (await desk.button("Call next")).click();
    await waitFor(() => desk.alert().includes("Nobody you can serve is waiting."), 5000, "the alert");
  });

  it("says in an alert when the person already serves someone", async () => {
    const desk = await harness.open("ana");
    await desk.waitForText("Live updates on.");
    await serveEveryone(desk);
    await joinDowntown(harness.server, harness.ids, "deposits", { first_name: "Pia", last_name: "One" });
    await joinDowntown(harness.server, harness.ids, "deposits", { first_name: "Quinn", last_name: "Two" });
    await desk.waitForText("Quinn Two");
    (await desk.button("Call next")).click();
    await waitFor(() => desk.announced() === "Called Pia O.", 5000, "the call");
    (await desk.button("Call next")).click();
    await waitFor(() => desk.alert().includes("You are already serving someone. Complete that visit first."), 5000, "the 409 alert");
  });
});
