/**
 * What the element says of changes made away from the client's focus ("Accessible in use",
 * round 2), read from Chromium's accessibility tree: only live regions that were in the page
 * before the change count (one inserted with its text is not spoken). In English and Spanish,
 * the catalogs' words: a visit ending on its manage page, a location search and its count, the
 * day shown on the times step; the feedback's missing rating on the star group until a rating;
 * the conversion hand-off landing on its title; the map never a nameless Tab stop. Each change
 * is said once: not again in another language, nor beside the new title that takes focus.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { joinDowntown } from "../helpers/join-demo.js";
import { completeVisit, startVisit } from "../helpers/staff-admin.js";
import { axControl, focusableAxNodes, focusedAxNode } from "./helpers/ax-node.js";
import { catalogText } from "./helpers/catalog-text.js";
import { announcedSinceMark, markLiveRegions } from "./helpers/live-regions.js";
import { openLocationScreen } from "./helpers/location-screen.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");
const LANGS = ["en", "es"] as const;

/** A catalog message with its `{placeholders}` as a whole-text pattern. */
const messagePattern = (lang: string, english: string) =>
  new RegExp(
    `^${catalogText(lang, english)
      .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
      .replace(/\{\w+\}/g, ".+")}$`,
  );

const politeSaying = (page: Page, pattern: RegExp) => async () =>
  (await announcedSinceMark(page)).some((region) => region.politeness === "polite" && pattern.test(region.text));

describe.skipIf(!chromiumPath)("announcements of changes away from the focus", () => {
  const harness = useBrowserServer();

  it.each(LANGS)("says politely that a visit has ended while focus is elsewhere on its page (%s)", async (lang) => {
    const joined = await joinDowntown(harness.server, harness.ids, "deposits", { first_name: "Ada", last_name: "Ending" });
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.base}/callback-service/manage?vendor=demo&lang=${lang}&id=${joined.id}&code=${joined.code}`);
    const element = page.locator("queue-booking");
    await element.locator(".qb-manage-wait").waitFor({ timeout: 20_000 });
    await waitForElementScreen(page);
    // Focus away from the cards that change: the language picker in the header.
    await element.locator("header select").focus();
    await markLiveRegions(page);
    await startVisit(harness.server, joined.id, harness.ids.staff("ana"));
    await completeVisit(harness.server, joined.id);
    const said = new RegExp(`^${catalogText(lang, "Your visit is complete")} ${catalogText(lang, "How was your visit?")}$`.replace(/\?/g, "\\?"));
    await expect.poll(politeSaying(page, said), { timeout: 20_000 }).toBe(true);
    expect((await focusedAxNode(page))?.role).toBe("combobox");
    await page.close();
  });

  it.each(LANGS)("says the end of a visit once when focus is on the title it replaces: the new title takes focus (%s)", async (lang) => {
    const joined = await joinDowntown(harness.server, harness.ids, "deposits", { first_name: "Ada", last_name: "Titled" });
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.base}/callback-service/manage?vendor=demo&lang=${lang}&id=${joined.id}&code=${joined.code}`);
    const element = page.locator("queue-booking");
    await element.locator(".qb-manage-wait").waitFor({ timeout: 20_000 });
    await waitForElementScreen(page);
    // Where focus is after "Join the line": the manage page's title.
    await element.locator("h1").evaluate((title) => {
      title.setAttribute("tabindex", "-1");
      (title as HTMLElement).focus();
    });
    await markLiveRegions(page);
    await startVisit(harness.server, joined.id, harness.ids.staff("ana"));
    await completeVisit(harness.server, joined.id);
    const ended = catalogText(lang, "Your visit is complete");
    await expect.poll(() => focusedAxNode(page), { timeout: 20_000 }).toEqual({ role: "heading", name: ended });
    await element.getByRole("heading", { name: catalogText(lang, "How was your visit?") }).waitFor();
    // Given time to be drawn, were it drawn.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await announcedSinceMark(page)).filter((r) => r.text.includes(ended))).toEqual([]);
    await page.close();
  });

  it.each(LANGS)("names the place search with a label in view and says what a search found (%s)", async (lang) => {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const element = await openLocationScreen(page, harness.base, lang);
    await waitForElementScreen(page);
    const label = catalogText(lang, "Search by city or postal code");
    const search = element.getByRole("combobox", { name: label });
    const seen = await element.locator(".qb-place-search label").boundingBox();
    expect(seen?.width).toBeGreaterThan(20);
    await markLiveRegions(page);
    // Words no place matches: that nothing was found is said.
    await search.pressSequentially("Qxzqy");
    await expect.poll(politeSaying(page, messagePattern(lang, "No places found")), { timeout: 10_000 }).toBe(true);
    await search.fill("");
    // A place far from every branch: no location in range.
    await search.pressSequentially("90210");
    await element
      .getByRole("listbox", { name: catalogText(lang, "Suggestions") })
      .getByRole("option")
      .first()
      .waitFor({ timeout: 10_000 });
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(politeSaying(page, messagePattern(lang, "No Locations Found")), { timeout: 20_000 }).toBe(true);
    // The box keeps its name with text in it (a placeholder would be gone).
    expect((await axControl(page, "combobox", label)).focusable).toBe(true);
    // Cleared, every branch is back, and the count is said.
    await markLiveRegions(page);
    await page.keyboard.press("Escape");
    await expect.poll(politeSaying(page, /\d/), { timeout: 20_000 }).toBe(true);
    await page.close();
  });

  it.each(LANGS)("keeps the missing rating on the star group, announced, until the client rates (%s)", async (lang) => {
    const joined = await joinDowntown(harness.server, harness.ids, "deposits", { first_name: "Rita", last_name: "Required" });
    await startVisit(harness.server, joined.id, harness.ids.staff("ana"));
    await completeVisit(harness.server, joined.id);
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.base}/callback-service/manage?vendor=demo&lang=${lang}&id=${joined.id}&code=${joined.code}`);
    const element = page.locator("queue-booking");
    await element.getByRole("heading", { name: catalogText(lang, "How was your visit?") }).waitFor({ timeout: 20_000 });
    await waitForElementScreen(page);
    const group = catalogText(lang, "Your rating");
    const error = catalogText(lang, "Please provide a rating before submitting");
    await markLiveRegions(page);
    await element.getByRole("button", { name: catalogText(lang, "Send"), exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => (await announcedSinceMark(page)).some((r) => r.politeness === "assertive" && r.text === error), { timeout: 10_000 })
      .toBe(true);
    expect(await axControl(page, "group", group)).toMatchObject({ description: error, invalid: "true" });
    // Past the spec's 5 seconds it is still there, on the group.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(await axControl(page, "group", group)).toMatchObject({ description: error, invalid: "true" });
    await element.getByRole("radio").nth(5).focus();
    await page.keyboard.press(" ");
    await expect.poll(async () => (await axControl(page, "group", group)).invalid).toBe("false");
    expect((await axControl(page, "group", group)).description).toBe("");
    await page.close();
  });

  it.each(LANGS)("lands the conversion hand-off on its title and says the day the times step shows (%s)", async (lang) => {
    const joined = await joinDowntown(harness.server, harness.ids, "deposits", { first_name: "Con", last_name: "Version" });
    const answer = await fetch(`${harness.base}/api/v3/open/walkin-conversion?id=${joined.id}&confirm_code=${joined.code}`, {
      headers: { "x-vendor": "demo" },
    });
    const url = new URL(((await answer.json()) as { url: string }).url);
    url.searchParams.set("lang", lang);
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url.href);
    const element = page.locator("queue-booking");
    const title = catalogText(lang, "Select a time");
    await expect.poll(() => focusedAxNode(page), { timeout: 20_000 }).toEqual({ role: "heading", name: title });
    await waitForElementScreen(page);

    const days = element.getByRole("list", { name: catalogText(lang, "Days") }).getByRole("button");
    const other = days.and(element.locator('[aria-pressed="false"]:not([disabled])')).first();
    await markLiveRegions(page);
    await other.focus();
    await page.keyboard.press("Enter");
    const shown = messagePattern(lang, "Available times on {dayName}");
    await expect.poll(politeSaying(page, shown), { timeout: 10_000 }).toBe(true);
    const first = (await announcedSinceMark(page)).find((r) => shown.test(r.text))?.text;

    // "Later days": focus stays on the button, the week's first day with times is said.
    const later = element.getByRole("button", { name: catalogText(lang, "Later days"), exact: true });
    await later.focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(
        async () =>
          (await announcedSinceMark(page)).some(
            (r) =>
              r.politeness === "polite" &&
              r.text !== first &&
              (shown.test(r.text) || messagePattern(lang, "No free times in these days. Try later days.").test(r.text)),
          ),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    expect((await focusedAxNode(page))?.name).toBe(catalogText(lang, "Later days"));

    // A switch of language redraws the same day in new words: nothing is said again.
    const switched = lang === "en" ? "es" : "en";
    await element.locator("header select").selectOption(switched);
    await element.getByRole("button", { name: catalogText(switched, "Later days"), exact: true }).waitFor();
    const repeated = async () =>
      (await announcedSinceMark(page)).filter(
        (r) =>
          messagePattern(switched, "Available times on {dayName}").test(r.text) ||
          messagePattern(switched, "No free times in these days. Try later days.").test(r.text),
      );
    // Given time to be drawn, were it drawn.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await repeated()).toEqual([]);
    await page.close();
  });

  it("keeps the map out of the tab order: no focusable node without a role and a name", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openLocationScreen(page, harness.base);
    const nameless = (await focusableAxNodes(page)).filter((node) => !node.name.trim() || node.role === "generic");
    expect(nameless).toEqual([]);
    await page.close();
  });
});
