/**
 * What a screen reader is told about the join form's rules (issue 21, item 7a–c), read from
 * Chromium's accessibility tree on hosted pages: "I accept" is not invalid before the client did
 * anything; while the box is not ticked submit is a plain enabled button (not read as disabled,
 * drawn in the theme's full colours) whose description says what is missing, and pressing it shows
 * what to fix instead of sending ("Accessible in use, round 2", item 9); the "phone or email" message is
 * in the description of both fields it is about, which read as invalid with it — on the queue's
 * form and on the booking's details step alike.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { axControl, focusedControl } from "./helpers/ax-node.js";
import { contrastRatio } from "./helpers/focus-ring-probe.js";
import { freeTimes } from "./helpers/downtown-bookings.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";

const chromiumPath = inject("chromiumPath");
const CONTACT = "We will notify you when it is your turn. Please provide either a phone number or an email";
const PHONE = "Phone number to call back";

/** Both contact fields carry the contact message (or not) in their description and validity. */
async function expectContactMessage(page: Page, shown: boolean): Promise<void> {
  for (const name of ["Email", PHONE]) {
    const field = await axControl(page, "textbox", name);
    expect(field.description.includes(CONTACT), `${name}: "${field.description}"`).toBe(shown);
    expect(field.invalid, name).toBe(shown ? "true" : "false");
  }
}

/** Before the client touched it or tried to send, "I accept" does not read as invalid. */
async function expectAcceptUntouched(page: Page): Promise<void> {
  expect((await axControl(page, "checkbox", "I accept")).invalid).toBe("false");
}

describe.skipIf(!chromiumPath)("the join form's rules, as a screen reader gets them", () => {
  const harness = useBrowserServer();

  it("on the queue's form: I accept, a reachable submit that says why, and the contact message", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 390, height: 844 }, locale: "en-US" });
    await page.goto(`${harness.base}/callback-service/${harness.ids.location("downtown")}?vendor=demo&lang=en&service=${harness.ids.service("deposits")}`);
    await waitForElementScreen(page);
    const form = page.locator("queue-booking").getByRole("form", { name: "Join the line" });
    const submit = form.getByRole("button", { name: "Join the line", exact: true });
    await expect.poll(() => form.getAttribute("aria-busy"), { timeout: 20_000 }).toBe("false");
    await expectAcceptUntouched(page);

    // Not ticked: submit is held back, yet focusable, reached by Tab, and its description says why.
    const firstName = form.getByRole("textbox", { name: "First name" });
    const email = form.getByRole("textbox", { name: "Email" });
    await firstName.fill("Robin");
    await email.fill("robin@example.org");
    await form
      .getByRole("radiogroup", { name: /Are you already a member\?/ })
      .getByRole("radio", { name: "Yes", exact: true })
      .check();
    // Not held back: an enabled button, neither `disabled` nor aria-disabled, that says what is missing.
    expect(await submit.getAttribute("aria-disabled")).toBeNull();
    expect(await submit.evaluate((button: HTMLButtonElement) => button.disabled)).toBe(false);
    const waiting = await axControl(page, "button", "Join the line");
    expect(waiting).toMatchObject({ focusable: true, disabled: false, description: "Tick “I accept” to continue" });
    // Drawn as any primary button, not faded: its text at 4.5:1 on its own background.
    const drawn = await submit.evaluate((button) => {
      const style = getComputedStyle(button);
      return { opacity: style.opacity, color: style.color, background: style.backgroundColor };
    });
    expect(drawn.opacity).toBe("1");
    expect(contrastRatio(drawn.color, drawn.background)).toBeGreaterThanOrEqual(4.5);
    const accept = form.getByRole("checkbox", { name: "I accept", exact: true });
    await accept.focus();
    await page.keyboard.press("Tab");
    expect(await focusedControl(page)).toMatchObject({ tag: "button", text: "Join the line" });

    // Pressed: nothing is sent; the box says what is missing (its description) and takes the keyboard.
    await page.keyboard.press("Enter");
    await form.getByText("Please accept the terms to continue").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/callback-service/${harness.ids.location("downtown")}`);
    const refused = await axControl(page, "checkbox", "I accept");
    expect(refused.invalid).toBe("true");
    expect(refused.description).toContain("Please accept the terms to continue");
    await expect.poll(async () => (await focusedControl(page)).name).toBe("compliance");

    // Ticked: submit is plain again.
    await accept.check();
    expect((await axControl(page, "checkbox", "I accept")).invalid).toBe("false");
    expect(await submit.getAttribute("aria-disabled")).toBeNull();
    expect(await axControl(page, "button", "Join the line")).toMatchObject({ focusable: true, disabled: false, description: "" });

    // Neither phone nor email (checked as the client types, once a send was tried): the message
    // is in both fields' description, gone once one is given.
    await expectContactMessage(page, false);
    await email.fill("");
    await form.getByText(CONTACT).waitFor();
    await expectContactMessage(page, true);
    await email.fill("robin@example.org");
    await expect.poll(() => form.getByText(CONTACT).count()).toBe(0);
    await expectContactMessage(page, false);
    await page.close();
  });

  it("on the booking's details step: I accept and the contact message", async () => {
    const slot = (await freeTimes(harness, "ana", 1))[0];
    if (!slot) throw new Error("Ana has no free in-person time in the next days");
    const query = new URLSearchParams({
      vendor: "demo",
      lang: "en",
      service: String(harness.ids.service("deposits")),
      location: String(harness.ids.location("downtown")),
      meeting_method: "1",
      start: slot.start,
    });
    const page = await harness.browser.newPage({ viewport: { width: 390, height: 844 }, locale: "en-US" });
    await page.goto(`${harness.base}/book/attendee-details?${query}`);
    const form = page.locator("queue-booking").getByRole("form", { name: "Your details" });
    await form.getByRole("textbox", { name: "First name" }).waitFor({ timeout: 20_000 });
    await expectAcceptUntouched(page);
    await expectContactMessage(page, false);

    await form.getByRole("textbox", { name: "First name" }).fill("Robin");
    await form.getByRole("checkbox", { name: "I accept", exact: true }).check();
    await form.getByRole("button", { name: "Book appointment", exact: true }).click();
    await form.getByText(CONTACT).waitFor();
    await expectContactMessage(page, true);
    await page.close();
  });
});
