/**
 * Every screen of the element on the hosted pages, with what each shows once settled and the
 * steps a person takes to reach it: the list the accessibility and target-size tests walk in
 * every display mode. The manage screens need appointments in each state, made by `everyScreen`.
 */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { joinDowntown, setStatus, type Joined } from "../../helpers/join-demo.js";
import { startVisit } from "../../helpers/staff-admin.js";
import type { BrowserTestHarness } from "./use-browser-server.js";

export const MODES = ["", "kiosk", "embed", "invitation"] as const;

export interface Screen {
  name: string;
  /** Path and query (without `vendor`/`mode`, which each visit adds). */
  url: string;
  vendor?: string;
  /** Shown once the screen has settled. */
  shows: RegExp;
  /** Steps a person takes after the page loads to reach the screen. */
  act?(element: Locator): Promise<void>;
}

export async function everyScreen(harness: BrowserTestHarness): Promise<Screen[]> {
  const ids = harness.ids;
  const appointment = async (status: number, extra: Record<string, unknown> = {}): Promise<Joined> => {
    const joined = await joinDowntown(harness.server, ids);
    if (status !== 1 || Object.keys(extra).length) await setStatus(harness.server, joined.id, status, extra);
    return joined;
  };
  const manageUrl = (joined: Joined) => `/callback-service/manage?id=${joined.id}&code=${joined.code}`;
  const video = await appointment(1, { meeting_method: 3 });
  await startVisit(harness.server, video.id, ids.staff("ana"), {
    meeting_link: "https://meet.example.org/a11y",
    dial_in: { e164: "+12125550150", pin: "1357" },
  });
  return [
    { name: "location", url: "/callback-service", shows: /Downtown Branch/ },
    {
      name: "location-details",
      url: "/callback-service",
      shows: /Back to results/,
      act: (element) =>
        element
          .locator(".qb-location-list")
          .getByRole("button", { name: /Downtown Branch/ })
          .first()
          .click(),
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
    { name: "manage-waiting", url: manageUrl(await appointment(1)), shows: /Your request has been added/ },
    { name: "manage-turn-video", url: manageUrl(video), shows: /It.s your turn/ },
    { name: "manage-completed", url: manageUrl(await appointment(2)), shows: /How was your visit\?/ },
    { name: "manage-missed", url: manageUrl(await appointment(3)), shows: /We missed you/ },
    { name: "manage-cancelled", url: manageUrl(await appointment(4)), shows: /This appointment has been cancelled/ },
    { name: "manage-wrong-code", url: "/callback-service/manage?id=1&code=WRONG000", shows: /Oops, something went wrong/ },
  ];
}

/** Opens a screen in a mode and waits until it has settled. */
export async function visitScreen(page: Page, base: string, screen: Screen, mode: string): Promise<void> {
  const url = new URL(screen.url, base);
  url.searchParams.set("vendor", screen.vendor ?? "demo");
  url.searchParams.set("lang", "en");
  if (mode) url.searchParams.set("mode", mode);
  await page.goto(url.toString());
  const element = page.locator("queue-booking");
  await screen.act?.(element);
  await expect.poll(() => element.evaluate((host) => host.shadowRoot?.textContent ?? ""), { timeout: 15_000 }).toMatch(screen.shows);
  await expect.poll(() => element.evaluate((host) => /Loading…/.test(host.shadowRoot?.textContent ?? "")), { timeout: 15_000 }).toBe(false);
}
