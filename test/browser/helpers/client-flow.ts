/**
 * The client's whole flow on a hosted page, as a person does it: choose a location from the
 * list (or open its booking page directly while the picker is not there), fill the form by its
 * labels in the page's language, join, and land on the confirmation route. It adapts to the
 * screens as they are: labels come from the element's catalogs and the server's translations,
 * and each screen passed is saved under `docs/screenshots/`.
 */
import type { Browser } from "playwright-core";
import { expect } from "vitest";
import { demoIds } from "../../helpers/demo-ids.js";
import type { BrowserServer } from "./browser-server.js";
import { catalogText } from "./catalog-text.js";
import { watchCsp, type CspViolation } from "./csp-watch.js";
import { fillJoinForm, type DemoQuestion } from "./join-form.js";
import { screenshot } from "./screenshots.js";
import { BY_QUERY, type VendorEntry } from "./vendor-entry.js";
import { waitForElementScreen } from "./shadow-probe.js";

export { SCREENSHOT_DIR } from "./screenshots.js";

export const VIEWPORTS = {
  wide: { width: 1280, height: 800 },
  narrow: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
export type FlowLocale = "en" | "es" | "ko";

/** Names a person would type, in each language's own script. */
const PEOPLE: Record<FlowLocale, { first: string; last: string }> = {
  en: { first: "Alex", last: "Morgan" },
  es: { first: "María", last: "García" },
  ko: { first: "민준", last: "김" },
};

export interface FlowResult {
  /** Screens passed, in order (`location`, `location-details`, `form`, `confirmation`). */
  screens: string[];
  usedPicker: boolean;
  appointment: { id: string; code: string; status: unknown };
  events: { name: string; detail: unknown }[];
  violations: Array<CspViolation | string>;
}

declare global {
  interface Window {
    __qbEvents?: { name: string; detail: unknown }[];
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `entry`: how the page names its vendor (the demo, never the server's default); only `?vendor=` runs are photographed. */
export async function runClientFlow(
  browser: Browser,
  served: BrowserServer,
  lang: FlowLocale,
  viewport: ViewportName,
  entry: VendorEntry = BY_QUERY,
): Promise<FlowResult> {
  const { base, server } = served;
  const t = (english: string) => catalogText(lang, english);
  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${base}${path}`, { headers: { "x-vendor": "demo", "accept-language": lang } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const ids = await demoIds(server.store.db);
  const locationId = ids.location("downtown");
  const serviceId = ids.service("deposits");
  const locationName = (await api<{ data: { attributes: { name: string } } }>(`/api/v2/open/locations/${locationId}`)).data.attributes.name;
  const services = await api<{ data: [{ id: number; attributes: { name: string } }[]] }>(`/api/v2/open/queue-appointments-services/${locationId}`);
  const serviceName = services.data[0].find((s) => s.id === serviceId)?.attributes.name;
  if (!serviceName) throw new Error("the demo's deposits service is not offered at Downtown");
  const questions = await api<{ data: DemoQuestion[] }>(`/api/v2/open/questions?filter%5Bmatching%5D=${serviceId}`);

  const page = await browser.newPage({ viewport: VIEWPORTS[viewport], deviceScaleFactor: 1, locale: lang });
  const csp = await watchCsp(page);
  await page.addInitScript(() => {
    window.__qbEvents = [];
    for (const name of ["joined", "cancelled", "step-changed", "error"]) {
      document.addEventListener(`queue-booking:${name}`, (event) => window.__qbEvents?.push({ name, detail: (event as CustomEvent).detail }));
    }
  });
  const element = page.locator("queue-booking");
  const screens: string[] = [];
  const shot = async (screen: string) => {
    screens.push(screen);
    if (entry === BY_QUERY) await screenshot(page, `${screen}-${viewport}-${lang}`);
  };
  const formPath = `/callback-service/${locationId}`;
  const onFormPath = () => new URL(page.url()).pathname === entry.pathname(formPath);

  try {
    // 1. The location: a list item when the picker is there, else the location's own page.
    await page.goto(entry.url(base, "/callback-service", { lang }));
    const item = element.getByRole("button", { name: new RegExp(escapeRegExp(locationName)) }).first();
    const usedPicker = await item.waitFor({ state: "visible", timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    if (usedPicker) {
      await shot("location");
      await item.click();
      const choose = element.getByRole("button", { name: t("Select this location") });
      // Either the item leads straight to the form, or its details ask to continue.
      await expect.poll(async () => onFormPath() || (await choose.isVisible()), { timeout: 15_000 }).toBe(true);
      if (!onFormPath()) {
        await shot("location-details");
        await choose.click();
      }
    } else {
      console.warn(`[client flow] no location list item "${locationName}": opening ${formPath} directly`);
      await page.goto(entry.url(base, formPath, { lang }));
    }
    await expect.poll(onFormPath, { timeout: 15_000 }).toBe(true);
    expect(new URL(page.url()).searchParams.get("lang")).toBe(lang);

    // 2. The form, by its labels.
    await waitForElementScreen(page);
    const form = element.getByRole("form");
    await form.waitFor({ timeout: 15_000 });
    await fillJoinForm(form, { lang, serviceName, questions: questions.data, first: PEOPLE[lang].first, last: PEOPLE[lang].last });
    await shot("form");

    // 3. Join, and land on the confirmation route.
    await form.getByRole("button", { name: t("Join the line"), exact: true }).click();
    await page
      .waitForURL((url) => url.pathname === entry.pathname("/callback-service/confirmation"), { timeout: 20_000 })
      .catch(async (error: unknown) => {
        const shown = await page.evaluate(() => document.querySelector("queue-booking")?.shadowRoot?.textContent ?? "");
        throw new Error(`no confirmation route after joining (${String(error)}); the element shows: ${shown.slice(0, 600)}`);
      });
    const query = new URL(page.url()).searchParams;
    const id = query.get("id") ?? "";
    const code = query.get("code") ?? "";
    expect(query.get("lang")).toBe(lang);
    await element.locator(".qb-main h1, .qb-main h2").first().waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => !/Loading…/.test(document.querySelector("queue-booking")?.shadowRoot?.textContent ?? ""), undefined, {
      timeout: 15_000,
    });
    // The manage page's texts come from its own lazily loaded catalog, in the page's language.
    await element.getByRole("heading", { name: t("Your request has been added"), exact: true }).waitFor({ timeout: 15_000 });
    await shot("confirmation");

    const stored = await api<{ data: { attributes: { status: unknown } } }>(`/api/v2/open/queue-appointments/${id}?code=${encodeURIComponent(code)}`);
    return {
      screens,
      usedPicker,
      appointment: { id, code, status: stored.data.attributes.status },
      events: await page.evaluate(() => window.__qbEvents ?? []),
      violations: await csp.violations(),
    };
  } finally {
    await page.close();
  }
}
