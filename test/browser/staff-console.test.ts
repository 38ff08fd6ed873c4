/**
 * The staff console in real Chromium: the line re-renders on every live event, and what a staff
 * member is typing into a video form must survive that — value and caret — until it is saved.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { demoIds, type DemoIds } from "../helpers/demo-ids.js";
import { joinDowntown } from "../helpers/join-demo.js";
import { issueStaffToken } from "../helpers/staff-admin.js";
import { startBrowserServer, type BrowserServer } from "./helpers/browser-server.js";
import { launchChromium } from "./helpers/chromium.js";

const chromiumPath = inject("chromiumPath");

describe.skipIf(!chromiumPath)("staff console", () => {
  let browser: Browser;
  let served: BrowserServer;
  let ids: DemoIds;

  beforeAll(async () => {
    [browser, served] = await Promise.all([launchChromium(chromiumPath ?? ""), startBrowserServer()]);
    ids = await demoIds(served.server.store.db);
  });
  afterAll(async () => {
    await browser?.close();
    await served?.server.close();
  });

  const joinByVideo = (first: string) => joinDowntown(served.server, ids, "deposits", { first_name: first, last_name: "Video" }, { meeting_method: 3 });

  async function signIn(): Promise<Page> {
    const desk = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await desk.goto(`${served.base}/staff`);
    await desk.getByLabel("Staff token").fill(await issueStaffToken(served.server, "ana"));
    await desk.getByRole("button", { name: "Sign in" }).click();
    await desk.getByText("Live updates on.").waitFor();
    return desk;
  }

  it("keeps half-typed video details and the caret when a live update redraws the line", async () => {
    await joinByVideo("Greta");
    const desk = await signIn();
    await desk.getByRole("button", { name: "Start: Greta Video", exact: true }).click();
    const form = desk.getByRole("form", { name: "Video details for Greta Video" });
    const link = form.getByLabel("Meeting link");
    await link.fill("https://meet.example.org/gre");

    // Another client joins: the line is fetched again and drawn anew with Hugo in it.
    await joinByVideo("Hugo");
    await desk.getByRole("heading", { name: /Hugo Video/ }).waitFor();
    expect(await link.inputValue()).toBe("https://meet.example.org/gre");
    expect(await link.evaluate((input) => input === document.activeElement)).toBe(true);

    // Typing goes on where it stopped, and the saved link is what the client gets.
    await desk.keyboard.type("ta");
    await form.getByRole("button", { name: "Save video details" }).click();
    await desk.getByText("Greta Video: video details saved.").waitFor();
    await expect.poll(() => desk.locator("dd", { hasText: "https://meet.example.org/greta" }).count()).toBe(1);
    expect(await link.inputValue()).toBe("https://meet.example.org/greta");
  });
});
