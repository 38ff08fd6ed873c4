/**
 * Branch-local times in real Chromium sitting in another zone (Tokyo) (issue 22, item 6): the
 * element shows the branch's times as the server sends them, each labelled with the branch's
 * zone — a Vancouver branch after 2026-11-01 (UTC−7 by the 2026 rules, whatever the browser's
 * own zone data says), the two 1:00 AMs of New York's fall-back night, the closed screen's hours,
 * the location picker's hours and the manage page's "Created".
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { bookingBody } from "../helpers/booking.js";
import { joinDowntown } from "../helpers/join-demo.js";
import { addVancouverVendor, VANCOUVER_VENDOR } from "../helpers/vancouver-vendor.js";
import { expectAccessible } from "./helpers/axe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");
const ELSEWHERE = "Asia/Tokyo";

describe.skipIf(!chromiumPath)("branch-local times in a browser in another zone, in Chromium", () => {
  const harness = useBrowserServer();
  let vancouver: { locationId: number; serviceId: number };
  beforeAll(async () => {
    vancouver = await addVancouverVendor(harness.server);
  });

  /** A tab in Tokyo on a hosted page; answers it once the element shows `shows`. */
  async function open(path: string, query: Record<string, string | number>, shows: RegExp): Promise<Page> {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "en-US", timezoneId: ELSEWHERE });
    const url = new URL(path, harness.base);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    await page.goto(url.toString());
    await expect.poll(() => text(page), { timeout: 20_000 }).toMatch(shows);
    return page;
  }
  const text = (page: Page) => page.locator("queue-booking").evaluate((host) => host.shadowRoot?.textContent ?? "");
  const slotLabels = (page: Page) =>
    page.locator("queue-booking").evaluate((host) => [...(host.shadowRoot?.querySelectorAll(".qb-slot") ?? [])].map((slot) => slot.textContent ?? ""));

  it("shows a Vancouver branch's times in MST (UTC−7): times, the booked appointment and the hours", async () => {
    harness.server.clock.set("2026-11-24T16:30:00.000Z");
    const { locationId, serviceId } = vancouver;
    const vendor = VANCOUVER_VENDOR;
    const times = await open(
      "/book/select-timeslot",
      { vendor, service: serviceId, meeting_method: 1, location: locationId, date: "2026-11-25", lang: "en" },
      /Available times on Wednesday, November 25/,
    );
    expect(await times.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(ELSEWHERE);
    const labels = await slotLabels(times);
    expect([labels[0], labels.at(-1), labels.length]).toEqual(["9:00 AM", "4:30 PM", 31]);
    expect(await text(times)).toContain("Times are shown in MST.");
    await times.close();

    const res = await harness.server.call({
      method: "POST",
      url: "/api/v3/open/appointments",
      vendor,
      payload: bookingBody({ location_id: locationId, service_id: serviceId, start: "2026-11-25T16:00:00.000Z" }, { first_name: "Jordan" }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, attributes } = res.json().data as { id: number; attributes: { confirm_code: string } };
    const page = await open("/book/manage", { vendor, id, code: attributes.confirm_code, lang: "en" }, /Your appointment is booked/);
    const shown = await text(page);
    expect(shown).toContain("Wednesday, November 25, 2026 at 9:00 AM MST");
    expect(shown).toMatch(/You can change or cancel this appointment here until Wednesday, November 25, 2026 at \d{1,2}:\d\d [AP]M MST\./);
    expect(shown).toContain("You can check in here from 8:30 AM MST on the day of your appointment.");
    await expectAccessible(page, "booked appointment, Vancouver");
    await page.close();

    const picker = await open("/callback-service", { vendor, lang: "en" }, /Vancouver Branch/);
    await picker
      .locator("queue-booking")
      .getByRole("button", { name: /Vancouver Branch/ })
      .first()
      .click();
    await expect.poll(() => text(picker)).toMatch(/Back to results/);
    expect(await text(picker)).toContain("Local time (MST)");
    await picker.close();
  });

  it("tells the two 1:00 AMs of New York's fall-back night apart, in English and Spanish", async () => {
    harness.server.clock.set("2026-10-30T15:00:00.000Z");
    const { ids } = harness;
    const query = { vendor: "demo", service: ids.service("deposits"), meeting_method: 1, location: ids.location("downtown"), date: "2026-11-01" };
    const en = await open("/book/select-timeslot", { ...query, lang: "en" }, /Available times on Sunday, November 1/);
    const labels = await slotLabels(en);
    expect(labels).toHaveLength(100);
    expect(labels.filter((label) => label.startsWith("1:00 AM"))).toEqual(["1:00 AM EDT", "1:00 AM EST"]);
    expect(await text(en)).toContain("Times are shown in EDT / EST.");
    const radios = en.locator("queue-booking").getByRole("radio", { name: /^1:00 AM/ });
    expect(await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([
      "2026-11-01T05:00:00.000Z",
      "2026-11-01T06:00:00.000Z",
    ]);
    await en.close();

    const es = await open("/book/select-timeslot", { ...query, lang: "es" }, /domingo, 1 de noviembre/);
    expect((await slotLabels(es)).filter((label) => label.startsWith("1:00 "))).toEqual(["1:00 GMT-4", "1:00 GMT-5"]);
    await es.close();
  });

  it("labels the closed screen's hours and the manage page's Created with the branch's zone", async () => {
    harness.server.clock.set("2026-11-24T16:30:00.000Z");
    const { ids } = harness;
    const closed = await open(`/callback-service/${ids.location("harbor")}`, { vendor: "demo", meeting_method: 2, lang: "en" }, /Currently Closed/);
    const rows = await closed.locator("queue-booking").getByRole("row").allTextContents();
    expect(rows.length).toBeGreaterThan(0);
    // Chicago's hours, in Chicago's time and named so: a row is closed or "9:00 AM – 5:00 PM CST".
    expect(rows.every((row) => /Closed$|\d{1,2}:\d\d [AP]M – \d{1,2}:\d\d [AP]M CST$/.test(row))).toBe(true);
    expect(rows.some((row) => row.endsWith("CST"))).toBe(true);
    await closed.close();

    const spot = await joinDowntown(harness.server, ids);
    const manage = await open("/callback-service/manage", { vendor: "demo", id: spot.id, code: spot.code, lang: "en" }, /Created/);
    expect(await text(manage)).toContain("CreatedNovember 24, 2026 at 11:30 AM EST");
    await manage.close();
  });
});
