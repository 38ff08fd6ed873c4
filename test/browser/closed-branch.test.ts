/**
 * A closed branch in real Chromium, in two languages (issue 22, item 1): the picker says when it
 * opens and counts the wait from then, or that it is closed for the rest of today; the form's
 * wait line says the same; a client who joins reads on the manage page when it opens and their
 * number in line, not "You are next". Browser tests run on the real clock, so the demo's 350
 * Fifth Avenue and Toronto are moved to a zone where it is about noon now: 350 Fifth Avenue opens
 * at 2:00 PM there (later today), Toronto only 8:00–9:00 AM (closed for the rest of today).
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible } from "./helpers/axe.js";
import { catalogText } from "./helpers/catalog-text.js";
import { fillJoinForm, type DemoQuestion } from "./helpers/join-form.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { BY_QUERY } from "./helpers/vendor-entry.js";

const chromiumPath = inject("chromiumPath");
const VIEWPORT = { width: 1280, height: 900 };

/** An `Etc/GMT…` zone where the local time is 12:xx now (its sign is the reverse of the offset's). */
function noonZone(now: Date): string {
  const offset = 12 - now.getUTCHours();
  if (offset === 0) return "Etc/GMT";
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}
const everyDay = (open: string, close: string) =>
  JSON.stringify(Object.fromEntries(["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].map((day) => [day, { open, close }])));

/**
 * A message of the element's catalogs in `lang` as a whole-text pattern: the placeholders given
 * match their value, the others anything (captured, in order).
 */
function messagePattern(lang: string, english: string, values: Record<string, string> = {}): RegExp {
  const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  const text = escapeRegExp(catalogText(lang, english));
  return new RegExp(`^${text.replace(/\{(\w+)\}/g, (_, name: string) => (values[name] === undefined ? "(.+?)" : escapeRegExp(values[name])))}$`);
}

const LANGUAGES = [
  { lang: "en", deposits: "Deposits and withdrawals", opensAt: /^2:00\sPM\s/ },
  { lang: "fr", deposits: "Dépôts et retraits", opensAt: /^14:00\s/ },
] as const;

describe.skipIf(!chromiumPath)("a closed branch", () => {
  const harness = useBrowserServer();
  beforeAll(async () => {
    const zone = noonZone(new Date());
    const { db } = harness.server.store;
    await db
      .updateTable("locations")
      .set({ timezone: zone, hours: everyDay("14:00", "16:00") })
      .where("id", "=", harness.ids.location("uptown"))
      .execute();
    await db
      .updateTable("locations")
      .set({ timezone: zone, hours: everyDay("08:00", "09:00") })
      .where("id", "=", harness.ids.location("toronto"))
      .execute();
  });

  async function questions(lang: string): Promise<DemoQuestion[]> {
    const res = await fetch(`${harness.base}/api/v2/open/questions?filter%5Bmatching%5D=${harness.ids.service("deposits")}`, {
      headers: { "x-vendor": "demo", "accept-language": lang },
    });
    return ((await res.json()) as { data: DemoQuestion[] }).data;
  }
  const textOf = async (locator: Locator) => ((await locator.textContent()) ?? "").trim();
  const waitingAtUptown = async () =>
    (
      await harness.server.store.db
        .selectFrom("queue_appointments")
        .select("id")
        .where("location_id", "=", harness.ids.location("uptown"))
        .where("status", "=", 1)
        .execute()
    ).length;

  it.each(LANGUAGES)("says when it opens on the picker, the form and the manage page ($lang)", async ({ lang, deposits, opensAt }) => {
    const page: Page = await harness.browser.newPage({ viewport: VIEWPORT });
    const element = page.locator("queue-booking");
    const t = (english: string, values?: Record<string, string>) => messagePattern(lang, english, values);

    // The picker: 350 Fifth Avenue opens later today, Toronto not again today.
    await page.goto(BY_QUERY.url(harness.base, "/callback-service", { lang }));
    const uptown = element.locator(".qb-location-item", { hasText: "350 Fifth Avenue" }).locator(".qb-location-facts");
    const toronto = element.locator(".qb-location-item", { hasText: "Toronto" }).locator(".qb-location-facts");
    await expect.poll(() => textOf(uptown.locator(".qb-location-closed")), { timeout: 15_000 }).toMatch(t("Closed now, opens at {time}"));
    // "2:00 PM GMT+5", "14:00 UTC+5": its clock, its zone.
    const opening = (await textOf(uptown.locator(".qb-location-closed"))).match(t("Closed now, opens at {time}"))?.[1] ?? "";
    expect(opening).toMatch(opensAt);
    expect(await textOf(uptown.locator(".qb-location-wait"))).toMatch(t("Estimated wait after opening: {wait}"));
    expect(await textOf(toronto)).toMatch(t("Closed for the rest of today"));

    // The form: the same opening, and the wait counted from it.
    await page.goto(BY_QUERY.url(harness.base, `/callback-service/${harness.ids.location("uptown")}`, { lang }));
    const form = element.getByRole("form");
    await form.getByLabel(new RegExp(`^\\s*${catalogText(lang, "Service")}`)).selectOption({ label: deposits });
    const waitLine = element.locator("#qb-service-wait");
    await expect
      .poll(() => textOf(waitLine), { timeout: 15_000 })
      .toMatch(t("Closed now, opens at {time}. Estimated wait after opening: {wait}", { time: opening }));
    await expectAccessible(page, `form of a closed branch (${lang})`);

    // Joining: the manage page says when it opens and where the client stands, not "You are next".
    await fillJoinForm(form, { lang, serviceName: deposits, questions: await questions(lang), first: "Noor", last: "Haddad" });
    await form.getByRole("button", { name: catalogText(lang, "Join the line") }).click();
    await page.waitForURL((url) => url.pathname === "/callback-service/confirmation");
    const manageWait = element.locator(".qb-manage-wait");
    const position = String(await waitingAtUptown());
    await expect
      .poll(() => textOf(manageWait), { timeout: 15_000 })
      .toMatch(t("Opens at {time} — you are number {position} in line", { time: opening, position }));
    expect(await element.textContent()).not.toContain(catalogText(lang, "You are next"));
    await expectAccessible(page, `manage page of a closed branch (${lang})`);

    // Toronto's form: closed for the rest of today.
    await page.goto(BY_QUERY.url(harness.base, `/callback-service/${harness.ids.location("toronto")}`, { lang }));
    await element
      .getByRole("form")
      .getByLabel(new RegExp(`^\\s*${catalogText(lang, "Service")}`))
      .selectOption({ label: deposits });
    await expect.poll(() => textOf(waitLine), { timeout: 15_000 }).toMatch(t("Closed for the rest of today"));
    await page.close();
  });
});
