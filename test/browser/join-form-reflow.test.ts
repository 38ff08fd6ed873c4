/**
 * The join form and the booking's details on a phone (issue 21, item 9), on hosted pages in
 * Chromium: at 360 × 740 the phone number gets the room (its country is a compact prefix); at
 * 320 px wide no state of the join form, the attendees step or the details step scrolls sideways
 * (WCAG 1.4.10 reflow: the page is no wider than the window and nothing in the element's shadow
 * root reaches past it) and submit is on screen and not covered once scrolled to; each field
 * asks for the keyboard and the autofill that fit it.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { freeTimes } from "./helpers/downtown-bookings.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";

const chromiumPath = inject("chromiumPath");

/** How far the page scrolls sideways, and the shadow root's elements that reach past the window. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector("queue-booking")?.shadowRoot;
    const width = document.documentElement.clientWidth;
    const past = [...(root?.querySelectorAll("*") ?? [])].flatMap((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 0.5 && box.left >= -0.5)) return [];
      return [
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className ? `.${String(el.className).replace(/ /g, ".")}` : ""} ${Math.round(box.left)}–${Math.round(box.right)}`,
      ];
    });
    const scroller = document.scrollingElement;
    return { scrollWidth: scroller?.scrollWidth ?? 0, clientWidth: scroller?.clientWidth ?? 0, past };
  });

async function expectNoSidewaysScroll(page: Page, state: string): Promise<void> {
  const found = await sideways(page);
  expect(found.past, `${state}: elements past the window`).toEqual([]);
  expect(found.scrollWidth, `${state}: the page's width`).toBeLessThanOrEqual(found.clientWidth);
}

/** Submit, once scrolled to, lies within the window and is what a tap on its middle reaches. */
async function expectSubmitReachable(page: Page, submit: Locator): Promise<void> {
  await submit.scrollIntoViewIfNeeded();
  const box = await submit.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error("submit is not on the page");
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  const hit = await page.evaluate(
    ({ x, y }) => {
      const root = document.querySelector("queue-booking")?.shadowRoot;
      return root?.elementFromPoint(x, y)?.closest("button")?.getAttribute("type") ?? "";
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit).toBe("submit");
}

/** The autofill and keyboard attributes of the element's fields, by id. */
const fieldAttributes = (page: Page, ids: string[]) =>
  page.evaluate((list) => {
    const root = document.querySelector("queue-booking")?.shadowRoot;
    return Object.fromEntries(
      list.map((id) => {
        const field = root?.getElementById(id);
        return [
          id,
          {
            type: field?.getAttribute("type") ?? null,
            autocomplete: field?.getAttribute("autocomplete") ?? null,
            inputmode: field?.getAttribute("inputmode") ?? null,
          },
        ];
      }),
    );
  }, ids);

const CONTACT_FIELDS = {
  "qb-first-name": { type: "text", autocomplete: "given-name", inputmode: null },
  "qb-last-name": { type: "text", autocomplete: "family-name", inputmode: null },
  "qb-email": { type: "email", autocomplete: "email", inputmode: "email" },
  "qb-phone": { type: "tel", autocomplete: "tel", inputmode: "tel" },
};

describe.skipIf(!chromiumPath)("the join form on a phone", () => {
  const harness = useBrowserServer();
  const formUrl = (service: string) =>
    `${harness.base}/callback-service/${harness.ids.location("downtown")}?vendor=demo&lang=en&service=${harness.ids.service(service)}`;

  async function openForm(page: Page, service: string): Promise<Locator> {
    await page.goto(formUrl(service));
    await waitForElementScreen(page);
    const form = page.locator("queue-booking").getByRole("form", { name: "Join the line" });
    await expect.poll(() => form.getAttribute("aria-busy"), { timeout: 20_000 }).toBe("false");
    return form;
  }

  /** The booking flow's query up to a chosen time with Ana at Downtown. */
  async function bookingQuery(): Promise<string> {
    const slot = (await freeTimes(harness, "ana", 1))[0];
    if (!slot) throw new Error("Ana has no free in-person time in the next days");
    const { ids } = harness;
    return new URLSearchParams({
      vendor: "demo",
      lang: "en",
      service: String(ids.service("deposits")),
      location: String(ids.location("downtown")),
      meeting_method: "1",
      start: slot.start,
    }).toString();
  }

  it("gives the phone number most of the form's width at 360 × 740", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 360, height: 740 }, locale: "en-US" });
    const form = await openForm(page, "deposits");
    const number = form.getByRole("textbox", { name: "Phone number to call back" });
    const formBox = await form.boundingBox();
    const numberBox = await number.boundingBox();
    if (!formBox || !numberBox) throw new Error("the form or its phone number is not on the page");
    expect(numberBox.width / formBox.width).toBeGreaterThanOrEqual(0.6);
    // The country is still a labelled select; the prefix shows the one chosen.
    const country = form.getByRole("combobox", { name: /Country of the phone number/ });
    const prefix = form.locator('.qb-phone-country [aria-hidden="true"]');
    expect(await prefix.innerText()).toBe("US");
    await country.selectOption("CA");
    expect(await prefix.innerText()).toBe("CA");
    await country.selectOption("");
    expect(await prefix.innerText()).toBe("+");
    await page.close();
  });

  it("scrolls no state of the join form sideways at 320 px, and submit stays reachable", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 320, height: 640 }, locale: "en-US" });
    const form = await openForm(page, "deposits");
    await expectNoSidewaysScroll(page, "the form");
    const submit = form.getByRole("button", { name: "Join the line", exact: true });
    await expectSubmitReachable(page, submit);
    // Sent empty: every message shows.
    await submit.click();
    await form.getByText("Please accept the terms to continue").waitFor();
    await expectNoSidewaysScroll(page, "the form with its errors");
    await expectSubmitReachable(page, submit);
    // Curbside: the car's details join the form.
    await form.getByRole("combobox", { name: "Service" }).selectOption({ label: "Curbside cash order" });
    await form.getByRole("textbox", { name: /Car make, model and colour/ }).waitFor();
    await expectNoSidewaysScroll(page, "the form for curbside pickup");
    await page.close();
  });

  it("scrolls neither the attendees step nor the details step sideways at 320 px", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 320, height: 640 }, locale: "en-US" });
    const query = await bookingQuery();
    const element = page.locator("queue-booking");
    await page.goto(`${harness.base}/book/select-attendees?${query}`);
    await waitForElementScreen(page);
    await element.getByRole("combobox", { name: "People coming with you" }).selectOption("2");
    await element.getByRole("group", { name: "Person 2" }).waitFor({ timeout: 20_000 });
    await expectNoSidewaysScroll(page, "the attendees step");

    await page.goto(`${harness.base}/book/attendee-details?${query}`);
    const form = element.getByRole("form", { name: "Your details" });
    await form.getByRole("textbox", { name: "First name" }).waitFor({ timeout: 20_000 });
    await expectNoSidewaysScroll(page, "the details step");
    const submit = form.getByRole("button", { name: "Book appointment", exact: true });
    await expectSubmitReachable(page, submit);
    await submit.click();
    await form.getByText("Please accept the terms to continue").waitFor();
    await expectNoSidewaysScroll(page, "the details step with its errors");
    await page.close();
  });

  it("asks for the keyboard and autofill that fit each field", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 360, height: 740 }, locale: "en-US" });
    const form = await openForm(page, "curbside-cash");
    await form.getByRole("textbox", { name: /Parking spot number/ }).waitFor();
    expect(await fieldAttributes(page, [...Object.keys(CONTACT_FIELDS), "qb-parking-spot"])).toEqual({
      ...CONTACT_FIELDS,
      "qb-parking-spot": { type: "text", autocomplete: "off", inputmode: "numeric" },
    });

    const query = await bookingQuery();
    await page.goto(`${harness.base}/book/attendee-details?${query}`);
    await page.locator("queue-booking").getByRole("form", { name: "Your details" }).getByRole("textbox", { name: "First name" }).waitFor({ timeout: 20_000 });
    expect(await fieldAttributes(page, Object.keys(CONTACT_FIELDS))).toEqual(CONTACT_FIELDS);

    // People coming along are not the client: names of their own, one autofill section each.
    await page.goto(`${harness.base}/book/select-attendees?${query}`);
    await page.locator("queue-booking").getByRole("combobox", { name: "People coming with you" }).selectOption("2");
    expect(await fieldAttributes(page, ["qb-attendee-0-first", "qb-attendee-0-last", "qb-attendee-1-first"])).toEqual({
      "qb-attendee-0-first": { type: "text", autocomplete: "section-attendee-1 given-name", inputmode: null },
      "qb-attendee-0-last": { type: "text", autocomplete: "section-attendee-1 family-name", inputmode: null },
      "qb-attendee-1-first": { type: "text", autocomplete: "section-attendee-2 given-name", inputmode: null },
    });
    await page.close();
  });
});
