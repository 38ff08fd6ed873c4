/**
 * The client's two journeys in Firefox ESR, so that a change that works only in Chromium cannot
 * land: the picker, a location's form, joining, the manage page following the line live as
 * staff act through the staff API, and cancelling; then a booking, a day and a time picked and
 * the confirmation shown. Driven by puppeteer-core over WebDriver BiDi; the controls are found by
 * their roles and texts inside the element's shadow root, as a person finds them.
 */
import type { Browser, ElementHandle, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { demoIds, type DemoIds } from "../helpers/demo-ids.js";
import { joinDowntown } from "../helpers/join-demo.js";
import { staffPatch } from "../helpers/staff-admin.js";
import { startBrowserAndServer, type BrowserServer } from "./helpers/browser-server.js";
import { launchFirefox } from "./helpers/firefox.js";
import { elementHasTakenOver } from "./helpers/shadow-probe.js";

const firefoxPath = inject("firefoxPath");
const WAIT = { timeout: 20_000 };
/** The demo: its Downtown branch and the service every client there may choose. */
const SERVICE = "Deposits and withdrawals";

/** A control inside the element's shadow root, by its role and accessible name. */
const control = (role: string, name: string) => `queue-booking >>> ::-p-aria([name="${name}"][role="${role}"])`;
/** The smallest node inside the element showing this text. */
const text = (shown: string) => `queue-booking >>> ::-p-text(${shown})`;

/** The element's whole text (for failures that say what was shown). */
const shown = (page: Page) => page.evaluate(() => document.querySelector("queue-booking")?.shadowRoot?.textContent ?? "");

/** A visible node; a failure says what the element showed instead, and where. */
async function find(page: Page, selector: string): Promise<ElementHandle> {
  const handle = await page.waitForSelector(selector, { ...WAIT, visible: true }).catch(async (error: unknown) => {
    throw new Error(`${String(error)} at ${page.url()}; the element shows: ${(await shown(page)).slice(0, 600)}`);
  });
  if (!handle) throw new Error(`nothing matches ${selector}`);
  return handle;
}

const click = async (page: Page, selector: string) => (await find(page, selector)).click();

/** A text field, by its label. */
async function fill(page: Page, label: string, value: string): Promise<void> {
  const field = await find(page, control("textbox", label));
  await field.type(value);
}

/** A select, by its label: the option a person reads. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = (await find(page, control("combobox", label))) as ElementHandle<HTMLSelectElement>;
  const value = await select.evaluate((node, wanted) => [...node.options].find((o) => o.text.trim() === wanted)?.value, option);
  if (value === undefined) throw new Error(`no option "${option}" in ${label}`);
  await select.select(value);
}

/** Waits for the element's own screen (server-painted buttons are disabled until it takes over). */
const elementScreen = (page: Page) => page.waitForFunction(elementHasTakenOver, WAIT);

const waitForPath = (page: Page, pathname: string) => page.waitForFunction((p) => location.pathname === p, WAIT, pathname);

describe.skipIf(!firefoxPath)("the client's journeys in Firefox ESR", () => {
  let browser: Browser | undefined;
  let served: BrowserServer | undefined;
  let ids: DemoIds;

  beforeAll(async () => {
    ({ browser, served } = await startBrowserAndServer(() => launchFirefox(firefoxPath ?? "")));
    ids = await demoIds(served.server.store.db);
  });
  afterAll(async () => {
    await browser?.close();
    await served?.server.close();
  });

  async function openPage(path: string): Promise<Page> {
    if (!browser || !served) throw new Error("Firefox and the server are not running");
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${served.base}${path}`);
    return page;
  }

  it("chooses a location, joins, sees the line move live and cancels", async () => {
    if (!served) throw new Error("no server");
    const { server } = served;
    // Others in line first, so the client's wait is more than nothing until staff serve them.
    const ahead = [];
    for (const first of ["Xavier", "Yara", "Zoe", "Walter", "Vince", "Uma"])
      ahead.push(await joinDowntown(server, ids, "deposits", { first_name: first, last_name: "Ahead" }));
    const page = await openPage("/callback-service?vendor=demo&lang=en");
    try {
      const branch = await (await fetch(`${served.base}/api/v2/open/locations/${ids.location("downtown")}`, { headers: { "x-vendor": "demo" } })).json();
      await click(page, text(branch.data.attributes.name));
      const formPath = `/callback-service/${ids.location("downtown")}`;
      // Either the item leads straight to the form, or its details ask to continue.
      const details = "Select this location";
      await page.waitForFunction(
        (path, name) =>
          location.pathname === path ||
          [...(document.querySelector("queue-booking")?.shadowRoot?.querySelectorAll("button") ?? [])].some((b) => b.textContent?.trim() === name),
        WAIT,
        formPath,
        details,
      );
      if (new URL(page.url()).pathname !== formPath) {
        await click(page, control("button", details));
        await waitForPath(page, formPath);
      }

      await elementScreen(page);
      await choose(page, "Service", SERVICE);
      await fill(page, "First name", "Alex");
      await fill(page, "Last name", "Morgan");
      await fill(page, "Email", "alex@example.org");
      await fill(page, "Phone number to call back", "+12125550199");
      await click(page, control("radio", "Yes"));
      await click(page, control("checkbox", "I accept"));
      await click(page, control("button", "Join the line"));
      await waitForPath(page, "/callback-service/confirmation").catch(async (error: unknown) => {
        throw new Error(`no confirmation after joining (${String(error)}); the element shows: ${(await shown(page)).slice(0, 600)}`);
      });
      await find(page, control("heading", "Your request has been added"));
      const query = new URL(page.url()).searchParams;
      const id = Number(query.get("id"));

      // Staff cancel everyone ahead through the staff API; the page hears it and says so.
      const wait = "queue-booking >>> .qb-manage-wait";
      await expect.poll(() => page.$eval(wait, (node) => node.textContent), WAIT).toMatch(/^Estimated wait: approximately /);
      for (const other of ahead) await staffPatch(server, other.id, { status: 4 });
      await expect.poll(() => page.$eval(wait, (node) => node.textContent), WAIT).toBe("You are next");

      // The client cancels, confirming in the dialog; the server has it cancelled.
      await click(page, control("button", "Cancel appointment"));
      await click(page, `queue-booking >>> [role="alertdialog"] >>> ::-p-aria([name="Cancel appointment"][role="button"])`);
      await find(page, text("This appointment has been cancelled"));
      const stored = await server.store.db.selectFrom("queue_appointments").select("status").where("id", "=", id).executeTakeFirstOrThrow();
      expect(stored.status).toBe(4);
    } finally {
      await page.close();
    }
  });

  it("books an appointment on a day and at a time it picks, and sees it booked", async () => {
    if (!served) throw new Error("no server");
    const page = await openPage("/book?vendor=demo&lang=en");
    try {
      await elementScreen(page);
      // The service by the name on its choice (its label goes on with the duration); the location
      // and the staff member: the first choice of each.
      await click(page, text(SERVICE));
      await click(page, control("button", "Continue"));
      for (const step of ["select-location", "select-staff"]) {
        await waitForPath(page, `/book/${step}`);
        await click(page, 'queue-booking >>> main input[type="radio"]');
        await click(page, control("button", "Continue"));
      }
      await waitForPath(page, "/book/select-timeslot");

      // The second day with free times: its times replace the first day's.
      const legend = "queue-booking >>> .qb-timeslots legend";
      const firstDay = await (await find(page, legend)).evaluate((node) => node.textContent);
      await find(page, "queue-booking >>> .qb-day:not([disabled])");
      const days = await page.$$("queue-booking >>> .qb-day:not([disabled])");
      const secondDay = days[1];
      if (!secondDay) throw new Error("the demo's Downtown has free times on only one day of the week shown");
      await secondDay.click();
      await expect.poll(() => secondDay.evaluate((node) => node.getAttribute("aria-pressed")), WAIT).toBe("true");
      await expect.poll(() => page.$eval(legend, (node) => node.textContent), WAIT).not.toBe(firstDay);
      const pickedDay = await page.$eval(legend, (node) => node.textContent?.replace(/^Available times on /, "") ?? "");
      const time = await find(page, 'queue-booking >>> input[name="qb-slot"]');
      const start = await time.evaluate((node) => (node as HTMLInputElement).value);
      await time.click();
      expect(await time.evaluate((node) => (node as HTMLInputElement).checked)).toBe(true);
      await click(page, control("button", "Continue"));
      await page.waitForFunction(() => /\/book\/(select-attendees|attendee-details)$/.test(location.pathname), WAIT);
      if (new URL(page.url()).pathname.endsWith("/select-attendees")) await click(page, control("button", "Continue"));
      await waitForPath(page, "/book/attendee-details");

      await fill(page, "First name", "Kim");
      await fill(page, "Email", "kim@example.org");
      const agree = await page.$(control("checkbox", "I accept"));
      if (agree) await agree.click();
      await click(page, control("button", "Book appointment"));
      await waitForPath(page, "/book/manage").catch(async (error: unknown) => {
        throw new Error(`no appointment page after booking (${String(error)}); the element shows: ${(await shown(page)).slice(0, 600)}`);
      });
      await find(page, control("heading", "Your appointment is booked"));
      const query = new URL(page.url()).searchParams;
      const stored = await fetch(`${served.base}/api/v3/open/appointments/${query.get("id")}?code=${query.get("code")}`, { headers: { "x-vendor": "demo" } });
      expect((await stored.json()).data.attributes).toMatchObject({ start, status: 1 });
      // The confirmation names the day picked.
      await find(page, text(pickedDay));
    } finally {
      await page.close();
    }
  });
});
