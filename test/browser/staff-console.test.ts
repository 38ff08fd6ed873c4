/**
 * The staff console in real Chromium: the line re-renders on every live event, and what a staff
 * member is typing into a video form must survive that — value and caret — until it is saved.
 */
import { describe, expect, inject, it } from "vitest";
import { joinDowntown } from "../helpers/join-demo.js";
import { openStaffDesk } from "./helpers/staff-desk.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

describe.skipIf(!chromiumPath)("staff console", () => {
  const harness = useBrowserServer();

  const joinByVideo = (first: string) => joinDowntown(harness.server, harness.ids, "deposits", { first_name: first, last_name: "Video" }, { meeting_method: 3 });

  it("keeps half-typed video details and the caret when a live update redraws the line", async () => {
    await joinByVideo("Greta");
    const desk = await openStaffDesk(harness.browser, harness, "ana");
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
