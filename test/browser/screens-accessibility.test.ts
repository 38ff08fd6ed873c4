/**
 * Every screen of the element, in every display mode (online queue, kiosk, embed, invitation),
 * on the hosted pages in real Chromium: axe finds no violation anywhere, and each screen of the
 * default mode (and each mode's form) is photographed for the README. The lobby board (tv) has
 * its own test, lobby-board.test.ts.
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { DemoIds } from "../helpers/demo-ids.js";
import { joinDowntown, setStatus, type Joined } from "../helpers/join-demo.js";
import { startVisit } from "../helpers/staff-admin.js";
import { axeViolations, describeViolations } from "./helpers/axe.js";
import { screenshot } from "./helpers/screenshots.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");
const MODES = ["", "kiosk", "embed", "invitation"] as const;

interface Screen {
  name: string;
  /** Path and query (without `vendor`/`mode`, which each visit adds). */
  url: string;
  vendor?: string;
  /** Shown once the screen has settled. */
  shows: RegExp;
  /** Steps a person takes after the page loads to reach the screen. */
  act?(element: Locator): Promise<void>;
}

describe.skipIf(!chromiumPath)("every screen in every mode", () => {
  const harness = useBrowserServer();
  let screens: Screen[];

  // The manage screens need appointments in each state, made once for every mode.
  beforeAll(async () => {
    screens = await screenList(harness.ids);
  });

  async function appointment(ids: DemoIds, status: number, extra: Record<string, unknown> = {}): Promise<Joined> {
    const joined = await joinDowntown(harness.server, ids);
    if (status !== 1 || Object.keys(extra).length) await setStatus(harness.server, joined.id, status, extra);
    return joined;
  }
  const manageUrl = (joined: Joined) => `/callback-service/manage?id=${joined.id}&code=${joined.code}`;

  async function screenList(ids: DemoIds): Promise<Screen[]> {
    const video = await appointment(ids, 1, { meeting_method: 3 });
    await startVisit(harness.server, video.id, ids.staff("ana"), { meeting_link: "https://meet.example.org/a11y", dial_in: { e164: "+12125550150", pin: "1357" } });
    return [
      { name: "location", url: "/callback-service", shows: /Downtown Branch/ },
      {
        name: "location-details",
        url: "/callback-service",
        shows: /Back to results/,
        act: (element) => element.getByRole("button", { name: /Downtown Branch/ }).first().click(),
      },
      { name: "form", url: `/callback-service/${ids.location("downtown")}`, shows: /First name/ },
      {
        name: "form-errors",
        url: `/callback-service/${ids.location("downtown")}`,
        shows: /This field is required/,
        async act(element) {
          await element.getByLabel(/^\s*Service/).selectOption({ label: "Deposits and withdrawals" });
          const agree = element.getByRole("checkbox", { name: "I accept" });
          if (await agree.count()) await agree.check();
          await element.locator('button[type="submit"]').click();
        },
      },
      { name: "private", url: `/callback-service/${ids.location("riverside")}`, shows: /This location is private and you cannot join the line here/ },
      { name: "closed", url: `/callback-service/${ids.location("harbor")}?meeting_method=2`, shows: /Currently Closed/i },
      { name: "services-unavailable", url: `/callback-service/${ids.location("uptown")}?meeting_method=3`, shows: /video/i },
      { name: "unavailable-method", url: "/callback-service?meeting_method=3", vendor: "city-permits", shows: /Video callbacks are not available/ },
      { name: "not-available", url: "/callback-service", vendor: "northwind-clinic", shows: /We are currently not taking callback requests/ },
      { name: "not-found", url: "/callback-service/999999999", shows: /Oops, something went wrong/ },
      { name: "manage-waiting", url: manageUrl(await appointment(ids, 1)), shows: /Your request has been added/ },
      { name: "manage-turn-video", url: manageUrl(video), shows: /It.s your turn/ },
      { name: "manage-completed", url: manageUrl(await appointment(ids, 2)), shows: /How was your visit\?/ },
      { name: "manage-missed", url: manageUrl(await appointment(ids, 3)), shows: /We missed you/ },
      { name: "manage-cancelled", url: manageUrl(await appointment(ids, 4)), shows: /This appointment has been cancelled/ },
      { name: "manage-wrong-code", url: "/callback-service/manage?id=1&code=WRONG000", shows: /Oops, something went wrong/ },
    ];
  }

  async function visit(page: Page, screen: Screen, mode: string): Promise<void> {
    const url = new URL(screen.url, harness.base);
    url.searchParams.set("vendor", screen.vendor ?? "demo");
    url.searchParams.set("lang", "en");
    if (mode) url.searchParams.set("mode", mode);
    await page.goto(url.toString());
    const element = page.locator("queue-booking");
    await screen.act?.(element);
    await expect.poll(() => element.evaluate((host) => host.shadowRoot?.textContent ?? ""), { timeout: 15_000 }).toMatch(screen.shows);
    await expect.poll(() => element.evaluate((host) => /Loading…/.test(host.shadowRoot?.textContent ?? "")), { timeout: 15_000 }).toBe(false);
  }

  it.each(MODES)("has no accessibility violation on any screen (mode %s)", async (mode) => {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const found: string[] = [];
    for (const screen of screens) {
      await visit(page, screen, mode);
      const violations = await axeViolations(page);
      if (violations.length) found.push(`${screen.name}: ${describeViolations(violations)}`);
      if (!mode) await screenshot(page, `${screen.name}-wide-en`);
      else if (screen.name === "form") await screenshot(page, `${mode}-form-wide-en`);
    }
    expect(found).toEqual([]);
  });

  it("has no accessibility violation on a phone either", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 390, height: 844 } });
    const found: string[] = [];
    for (const screen of screens.filter((s) => s.name.startsWith("manage") || s.name === "location")) {
      await visit(page, screen, "");
      const violations = await axeViolations(page);
      if (violations.length) found.push(`${screen.name}: ${describeViolations(violations)}`);
      if (screen.name === "manage-waiting" || screen.name === "manage-completed") await screenshot(page, `${screen.name}-narrow-en`);
    }
    expect(found).toEqual([]);
  });
});
