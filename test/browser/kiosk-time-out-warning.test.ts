/**
 * The kiosk's time-outs warn first (WCAG 2.2.1), in real Chromium on the page clock, in two
 * languages: 20 s before the 30 s inactivity reset an "Are you still there?" alertdialog counts
 * down with focus on "I need more time", which keeps what was typed past the original reset
 * (Escape too); left alone, the kiosk still resets at 30 s. The confirmation counts down its
 * 8.5 s with "Keep this on screen", which keeps the confirmation number up until the client
 * leaves (the inactivity warning and reset then take over); left alone, it resets at 8.5 s.
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible } from "./helpers/axe.js";
import { catalogText, labelPattern } from "./helpers/catalog-text.js";
import { fillJoinForm, type DemoQuestion } from "./helpers/join-form.js";
import { screenshot } from "./helpers/screenshots.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { BY_QUERY } from "./helpers/vendor-entry.js";

const chromiumPath = inject("chromiumPath");
const TABLET = { width: 1180, height: 820 };

const STILL_THERE =
  "{seconds, plural, one {For your privacy, this screen will clear in # second.} other {For your privacy, this screen will clear in # seconds.}}";
const CLEARS_IN = "{seconds, plural, one {This screen clears in # second for the next person.} other {This screen clears in # seconds for the next person.}}";

/** A plural message of the catalogs in `lang` as the element renders it for `count`. */
function pluralText(lang: string, english: string, count: number): string {
  const message = catalogText(lang, english);
  const branch = (category: string) => new RegExp(`\\b${category} \\{([^{}]*)\\}`).exec(message)?.[1];
  return (branch(new Intl.PluralRules(lang).select(count)) ?? branch("other") ?? "").replace("#", String(count));
}

const LANGUAGES = [
  { lang: "en", deposits: "Deposits and withdrawals" },
  { lang: "es", deposits: "Depósitos y retiros" },
] as const;

describe.skipIf(!chromiumPath).each(LANGUAGES)("a kiosk's time-out warnings ($lang)", ({ lang, deposits }) => {
  const harness = useBrowserServer();
  const t = (english: string) => catalogText(lang, english);
  let questions: DemoQuestion[];

  beforeAll(async () => {
    const answer = await fetch(`${harness.base}/api/v2/open/questions?filter%5Bmatching%5D=${harness.ids.service("deposits")}`, {
      headers: { "x-vendor": "demo", "accept-language": lang },
    });
    questions = ((await answer.json()) as { data: DemoQuestion[] }).data;
  });

  const formPath = () => `/callback-service/${harness.ids.location("downtown")}`;
  const firstName = (page: Page) => page.locator("queue-booking").getByLabel(labelPattern(t("First name")));
  const warning = (page: Page) => page.locator("queue-booking").getByRole("alertdialog", { name: t("Are you still there?") });
  const atEmptyForm = async (page: Page) => {
    await page.waitForURL((url) => url.pathname === formPath() && url.searchParams.get("mode") === "kiosk");
    await firstName(page).waitFor();
    // The server paints the form; the time-out is the element's, once it has taken over.
    await waitForElementScreen(page);
    expect(await firstName(page).inputValue()).toBe("");
  };
  /** Whether the element's focus (inside its shadow root) is on this control. */
  const focused = (locator: Locator) => locator.evaluate((node) => (node.getRootNode() as ShadowRoot).activeElement === node);
  /** The countdown's big number, and that the dialog's text says the same. */
  async function secondsShown(dialog: Locator): Promise<number> {
    const seconds = Number(await dialog.locator(".qb-kiosk-seconds").textContent());
    const description = await dialog.evaluate(
      (node) => (node.getRootNode() as ShadowRoot).getElementById(node.getAttribute("aria-describedby") ?? "")?.textContent,
    );
    expect(description).toBe(pluralText(lang, STILL_THERE, seconds));
    return seconds;
  }
  /** Resolves once the page has gone to the kiosk's start page anew. */
  const restarted = (page: Page) => page.waitForEvent("framenavigated", (frame) => frame === page.mainFrame());

  async function openKiosk(): Promise<Page> {
    const page = await harness.browser.newPage({ viewport: TABLET });
    await page.clock.install();
    await page.goto(BY_QUERY.url(harness.base, "/how", { location: harness.ids.location("downtown"), mode: "kiosk", lang }));
    await atEmptyForm(page);
    return page;
  }

  it("warns 20 s before clearing a half-filled form; 'I need more time' keeps it, and left alone it clears at 30 s", async () => {
    const page = await openKiosk();
    const first = firstName(page);
    await first.pressSequentially("Sam");
    await page.clock.runFor(9_000);
    expect(await warning(page).count()).toBe(0);

    // 20 s before the reset (WCAG 2.2.1's time to ask for more): announced as an alertdialog by its title, the countdown in its text.
    await page.clock.runFor(1_500);
    const dialog = warning(page);
    await dialog.waitFor();
    expect(await dialog.getAttribute("aria-modal")).toBe("true");
    const atFirst = await secondsShown(dialog);
    expect(atFirst).toBeGreaterThanOrEqual(18);
    expect(atFirst).toBeLessThanOrEqual(20);
    const moreTime = dialog.getByRole("button", { name: t("I need more time") });
    expect(await focused(moreTime)).toBe(true);
    if (lang === "en") await screenshot(page, "kiosk-still-there-wide-en", { viewport: true });
    // The page's clock also runs on its own between these steps: the bounds allow for that.
    await page.clock.runFor(5_000);
    const later = await secondsShown(dialog);
    expect(later).toBeLessThanOrEqual(atFirst - 4);
    expect(later).toBeGreaterThanOrEqual(atFirst - 7);
    if (lang === "en") await expectAccessible(page, "kiosk inactivity warning");

    // "I need more time": the form as it was, focus back in it, and no reset at the old moment.
    await moreTime.click();
    expect(await warning(page).count()).toBe(0);
    expect(await focused(first)).toBe(true);
    await page.clock.runFor(8_000);
    expect(await warning(page).count()).toBe(0);
    // Past the old reset moment: the form is as it was; the warning comes again 10 s after the click.
    await page.clock.runFor(4_000);
    expect(new URL(page.url()).pathname).toBe(formPath());
    expect(await first.inputValue()).toBe("Sam");
    await warning(page).waitFor();
    // Escape dismisses it as the button does.
    await page.keyboard.press("Escape");
    expect(await warning(page).count()).toBe(0);
    expect(await first.inputValue()).toBe("Sam");

    // Nobody answers the next warning: the kiosk clears the form 30 s after the last activity.
    await page.clock.runFor(11_000);
    await warning(page).waitFor();
    await page.clock.runFor(17_000);
    expect(await first.inputValue()).toBe("Sam");
    const navigated = restarted(page);
    await page.clock.runFor(3_000);
    await navigated;
    await atEmptyForm(page);
  });

  it("keeps the confirmation on screen on request past 8.5 s, and resets it at 8.5 s when nobody asks", async () => {
    const page = await openKiosk();
    const element = page.locator("queue-booking");
    const form = element.getByRole("form");
    const join = async (first: string) => {
      await fillJoinForm(form, { lang, serviceName: deposits, questions, first, last: "Lee" });
      await form.getByRole("button", { name: t("Join the line") }).click();
      await element.getByRole("heading", { name: t("Your request has been added") }).waitFor();
    };
    const code = element.locator(".qb-manage-code");
    const countdown = element.getByRole("timer");

    await join("Robin");
    const confirmation = (await code.textContent()) ?? "";
    expect(confirmation).not.toBe("");
    await countdown.waitFor();
    const seconds = Number(/\d+/.exec((await countdown.textContent()) ?? "")?.[0]);
    expect(seconds).toBeGreaterThanOrEqual(7);
    expect(seconds).toBeLessThanOrEqual(9);
    expect(await countdown.textContent()).toBe(pluralText(lang, CLEARS_IN, seconds));
    if (lang === "en") await expectAccessible(page, "kiosk confirmation countdown");

    // Kept: the confirmation number stays well past 8.5 s, and says why, where focus now is.
    await element.getByRole("button", { name: t("Keep this on screen") }).click();
    const kept = element.getByRole("status").filter({ hasText: t("This screen stays on while you use it.") });
    await kept.waitFor();
    expect(await focused(kept)).toBe(true);
    expect(await countdown.count()).toBe(0);
    await page.clock.runFor(14_000);
    expect(new URL(page.url()).pathname).toBe("/callback-service/confirmation");
    expect(await code.textContent()).toBe(confirmation);
    // Left there, it is the inactivity time-out's: its warning, then the start page.
    await page.clock.runFor(1_500);
    await warning(page).waitFor();
    const navigated = restarted(page);
    await page.clock.runFor(16_000);
    await navigated;
    await atEmptyForm(page);

    // The next client does not ask: back to the form 8.5 s after their confirmation.
    await join("Kim");
    await countdown.waitFor();
    await page.clock.runFor(7_500);
    expect(new URL(page.url()).pathname).toBe("/callback-service/confirmation");
    const reset = restarted(page);
    await page.clock.runFor(1_500);
    await reset;
    await atEmptyForm(page);
  });
});
