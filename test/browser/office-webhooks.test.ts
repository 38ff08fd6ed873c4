/**
 * Setup's webhooks in real Chromium, by keyboard alone: an admin opens the section from setup's
 * nav, tries an address on a private network (the error is read with the field, which is marked
 * invalid and takes focus; the form's alert is assertive), then a public one (saving does not
 * connect), and the secret is shown once with focus on it and its note read with it; the endpoint
 * is then deleted after the in-page question. axe clean on each step, no CSP violation.
 */
import { describe, expect, inject, it } from "vitest";
import { giveAccount } from "../helpers/office-session.js";
import { axControl, focusedControl } from "./helpers/ax-node.js";
import { expectAccessible } from "./helpers/axe.js";
import { watchCsp } from "./helpers/csp-watch.js";
import { activate, setChecked, typeIn } from "./helpers/keyboard.js";
import { liveRegions } from "./helpers/live-regions.js";
import { openOfficeScreen, signInToOffice } from "./helpers/office-keyboard.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");
const EMAIL = "dana.webhooks@maple.example";
const PASSWORD = "an admin's webhook passphrase";

describe.skipIf(!chromiumPath)("back office: webhooks by keyboard", () => {
  const harness = useBrowserServer();

  it("adds an endpoint after a refused address, and shows its secret once", { timeout: 120_000 }, async () => {
    await giveAccount(harness.server, { vendor: "demo", key: "dana", email: EMAIL, password: PASSWORD });
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    const csp = await watchCsp(page);
    await signInToOffice(page, harness.base, EMAIL, PASSWORD);
    await openOfficeScreen(page, "Setup");

    await activate(page, page.getByRole("navigation", { name: "Setup" }).getByRole("link", { name: "Webhooks" }));
    await page.getByRole("heading", { level: 1, name: "Webhooks" }).waitFor();
    await expect.poll(async () => (await focusedControl(page)).text).toBe("Webhooks");
    await page.getByText("No endpoints yet.").waitFor();
    await expectAccessible(page, "setup: webhooks, none yet");

    await activate(page, page.getByRole("link", { name: "Add an endpoint" }));
    await page.getByRole("heading", { level: 1, name: "Add a webhook endpoint" }).waitFor();
    const events = page.getByRole("group", { name: "Events to send" });
    await setChecked(page, events.getByRole("checkbox", { name: /^A client joined a line/ }));
    await setChecked(page, events.getByRole("checkbox", { name: /^An appointment was booked/ }));
    const url = page.getByRole("textbox", { name: "Address (URL)" });
    await typeIn(page, url, "https://10.0.0.7/hooks");
    await activate(page, page.getByRole("button", { name: "Add the endpoint" }));

    // Refused: focus back on the address, its error read with it, the alert said at once.
    await expect.poll(async () => (await focusedControl(page)).name).toBe("webhook-url");
    const refused = await axControl(page, "textbox", "Address (URL)");
    expect(refused.invalid).toBe("true");
    expect(refused.description).toContain("Webhooks go only to https addresses on the public internet");
    const alerts = (await liveRegions(page)).filter((region) => region.text.startsWith("Nothing was saved."));
    expect(alerts).toEqual([expect.objectContaining({ politeness: "assertive", role: "alert" })]);
    await expectAccessible(page, "setup: webhooks, a refused address");

    await typeIn(page, url, "https://93.184.216.34/hooks");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 2, name: "Endpoint added" }).waitFor();
    await expect.poll(async () => (await focusedControl(page)).text).toBe("Endpoint added");
    const secret = page.getByRole("textbox", { name: "Signing secret" });
    expect(await secret.inputValue()).toMatch(/^whsec_/);
    expect(await secret.getAttribute("readonly")).not.toBeNull();
    expect((await axControl(page, "textbox", "Signing secret")).description).toContain("it is not shown again");
    await expectAccessible(page, "setup: webhooks, the new secret");

    // Copy, or where the clipboard is refused, the secret selected to copy by hand: said politely.
    await activate(page, page.getByRole("button", { name: "Copy the secret" }));
    await page
      .getByRole("status")
      .filter({ hasText: /^(Copied\.|Press Ctrl\+C)/ })
      .waitFor();

    await activate(page, page.getByRole("link", { name: "All endpoints" }));
    await page.getByRole("heading", { level: 1, name: "Webhooks" }).waitFor();
    await page.getByRole("list", { name: "Endpoints" }).getByRole("link", { name: "https://93.184.216.34/hooks" }).waitFor();
    expect(await page.content()).not.toContain("whsec_");
    await expectAccessible(page, "setup: webhooks, one endpoint");

    // The endpoint's own page, and deleting it only after the in-page question, which takes focus.
    await activate(page, page.getByRole("link", { name: "https://93.184.216.34/hooks" }));
    await page.getByRole("heading", { level: 2, name: "Delivery log" }).waitFor();
    await page.getByText("Nothing has been sent to this endpoint yet.").waitFor();
    await expectAccessible(page, "setup: webhooks, one endpoint's page");
    await activate(page, page.getByRole("button", { name: "Delete this endpoint" }));
    await expect.poll(async () => (await focusedControl(page)).text).toBe("Delete this endpoint?");
    await expectAccessible(page, "setup: webhooks, the deletion's question");
    await activate(page, page.getByRole("button", { name: "Delete for good" }));
    await page.getByText("No endpoints yet.").waitFor();
    expect(await csp.violations()).toEqual([]);
    await page.close();
  });
});
