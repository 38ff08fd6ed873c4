/**
 * Focus when the screen changes (issue 21, item 1), driven by the keyboard alone on a hosted
 * page: after "Select this location", after "Join the line" and after a cancel is confirmed,
 * focus is on the new screen's title (its `h1`, which a screen reader then reads), never on the
 * page's `<body>`; a language switch is not a move and leaves focus on the picker. What the
 * screen's live regions announce is read from Chromium's accessibility tree: the confirmation's
 * wait, no error, nothing stale after the cancel. The cancel dialog, kept with Escape or its
 * "keep" button, gives focus back to the button that opened it.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { fillJoinForm, type DemoQuestion } from "./helpers/join-form.js";
import { liveRegions } from "./helpers/live-regions.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";

const chromiumPath = inject("chromiumPath");

/** The focused node, followed into shadow roots: its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return { tag: active?.tagName.toLowerCase() ?? "", text: active?.textContent?.trim().replace(/\s+/g, " ") ?? "" };
  });

describe.skipIf(!chromiumPath)("focus when the screen changes", () => {
  const harness = useBrowserServer();

  it("goes to each new screen's title along location → form → join → cancel, by keyboard", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.base}/callback-service?vendor=demo&lang=en`);
    const element = page.locator("queue-booking");
    const downtown = element.locator(".qb-location-list").getByRole("button", { name: /Downtown Branch/ });
    await downtown.waitFor({ timeout: 20_000 });
    // The server paints the picker with its buttons disabled until the element takes over.
    await waitForElementScreen(page);
    await downtown.focus();
    await page.keyboard.press("Enter");
    const choose = element.getByRole("button", { name: "Select this location" });
    await choose.waitFor({ timeout: 20_000 });
    await choose.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page), { timeout: 20_000 }).toEqual({ tag: "h1", text: expect.stringMatching(/\S/) });
    const formTitle = (await focused(page)).text;
    expect(await element.getByRole("heading", { level: 1 }).textContent()).toContain(formTitle);

    // A language switch is no move: focus stays on the picker.
    const picker = element.locator("header select");
    await picker.selectOption("es");
    await picker.focus();
    await picker.selectOption("en");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await focused(page)).tag).toBe("select");

    const form = element.getByRole("form");
    const questions = (await (
      await fetch(`${harness.base}/api/v2/open/questions?filter%5Bmatching%5D=${harness.ids.service("deposits")}`, { headers: { "x-vendor": "demo" } })
    ).json()) as { data: DemoQuestion[] };
    await fillJoinForm(form, { lang: "en", serviceName: "Deposits and withdrawals", questions: questions.data, first: "Focus", last: "Keyboard" });
    await form.getByRole("button", { name: "Join the line", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/callback-service/confirmation", { timeout: 20_000 });
    await expect.poll(() => focused(page), { timeout: 20_000 }).toMatchObject({ tag: "h1" });
    const confirmationTitle = (await focused(page)).text;
    expect(confirmationTitle).not.toBe(formTitle);

    // The confirmation announces its wait (politely), and nothing assertive: no error.
    const wait = (await element.locator(".qb-manage-wait").textContent())?.replace(/\s+/g, " ").trim() ?? "";
    expect(wait).not.toBe("");
    const announced = (await liveRegions(page)).filter((r) => r.text);
    expect(announced).toContainEqual(expect.objectContaining({ politeness: "polite", text: wait }));
    expect(announced.filter((r) => r.politeness === "assertive")).toEqual([]);

    // The cancel dialog, kept with Escape and then with its "keep" button: focus goes back to its opener.
    const opener = element
      .locator(".qb-manage-changes")
      .getByRole("button", { name: /Cancel/ })
      .first();
    const dialog = element.getByRole("alertdialog");
    for (const keep of ["Escape", "Enter"]) {
      await opener.focus();
      await page.keyboard.press("Enter");
      await dialog.waitFor({ timeout: 10_000 });
      // Focus starts on "keep", so Enter keeps too.
      await page.keyboard.press(keep);
      await dialog.waitFor({ state: "detached", timeout: 10_000 });
      await expect.poll(() => focused(page)).toEqual({ tag: "button", text: (await opener.textContent())?.trim() });
    }

    // Cancel, confirmed in the dialog by keyboard: the dialog and its button go, focus does not fall to <body>.
    await opener.focus();
    await page.keyboard.press("Enter");
    await dialog.waitFor({ timeout: 10_000 });
    await dialog
      .getByRole("button", { name: /Cancel/ })
      .last()
      .focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page), { timeout: 20_000 }).toMatchObject({ tag: "h1" });
    expect((await focused(page)).text).not.toBe(confirmationTitle);
    // Nothing stale is left to announce: the wait went with the line.
    expect((await liveRegions(page)).map((r) => r.text)).not.toContain(wait);
    await page.close();
  });
});
