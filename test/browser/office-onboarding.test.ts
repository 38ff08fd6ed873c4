/**
 * Issue 32's whole story in real Chromium, with no JSON written by hand: the operator creates a
 * vendor and its first admin; the admin accepts the invitation and, with the keyboard alone, sets
 * the branding (the host site among the allowed origins), adds two branches (one in
 * America/Vancouver with a holiday), a service with a Spanish name, a question and a staff
 * member, and invites them; a client joins on the vendor's own site; the staff member accepts
 * the invitation, signs in, calls the client and completes the visit. The screenshot of setup's
 * staff screen in docs/screenshots.md is taken on the way.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { ADMIN_TOKEN } from "../helpers/test-server.js";
import { expectAccessible } from "./helpers/axe.js";
import { chooseLocation } from "./helpers/join-form.js";
import { activate, chooseOption, setChecked, tabTo, typeIn } from "./helpers/keyboard.js";
import { screenshot } from "./helpers/screenshots.js";
import { elementPage, startVendorSite, type VendorSite } from "./helpers/vendor-site.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");
const SLUG = "riverside";
const VENDOR = "Riverside Credit Union";
const ADMIN_PASSWORD = "river admin passphrase";
const STAFF_PASSWORD = "river teller passphrase";
const WIDE = { width: 1280, height: 900 };

/** A local date `days` from today, `YYYY-MM-DD` (the holiday: never today, so the branch is open now). */
function dateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The invitation link of the answer, on the test server's own origin. */
function onServer(base: string, link: string): string {
  const url = new URL(link);
  return `${base}${url.pathname}${url.search}${url.hash}`;
}

async function choosePassword(page: Page, password: string): Promise<void> {
  await page.getByRole("heading", { level: 1, name: "Choose your password" }).waitFor();
  await typeIn(page, page.getByLabel("New password", { exact: true }), password);
  await typeIn(page, page.getByLabel("Repeat the new password"), password);
  await activate(page, page.getByRole("button", { name: "Save the password and sign in" }));
  await page.getByRole("heading", { level: 1, name: "Desk" }).waitFor();
}

/** Follows a link of the page by keyboard and waits for the screen's title. */
async function follow(page: Page, link: string, heading: string | RegExp, where = page.locator("body")): Promise<void> {
  await activate(page, where.getByRole("link", { name: link, exact: true }).first());
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
}

async function saved(page: Page, button: string): Promise<void> {
  await activate(page, page.getByRole("button", { name: button }));
  await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
}

/** Saves a new item: it then opens at its own path, its title naming it. */
async function created(page: Page, button: string, heading: string): Promise<void> {
  await activate(page, page.getByRole("button", { name: button }));
  await page
    .getByRole("heading", { level: 1, name: heading })
    .waitFor({ timeout: 15_000 })
    .catch(async (error: unknown) => {
      const alerts = await page.getByRole("alert").allTextContents();
      throw new Error(`"${heading}" never showed after ${button} (${String(error)}); alerts: ${alerts.filter(Boolean).join(" | ")}`);
    });
}

/**
 * Types a local date and time into a datetime-local field as Chromium takes it from the keyboard
 * in en-US: month, day, year, hour, minute, AM/PM, each segment but the year moving on by itself.
 */
async function typeDateTime(page: Page, field: Locator, value: string): Promise<void> {
  const [date = "", time = ""] = value.split("T");
  const [year, month, day] = date.split("-");
  const [hour24 = "0", minute = "00"] = time.split(":");
  const hour = Number(hour24) % 12 || 12;
  await tabTo(page, field);
  await page.keyboard.type(`${month}${day}${year}`);
  // A year may have six digits: it does not move on by itself.
  await page.keyboard.press("ArrowRight");
  await page.keyboard.type(`${String(hour).padStart(2, "0")}${minute}`);
  await page.keyboard.type(Number(hour24) < 12 ? "A" : "P");
  expect(await field.inputValue()).toBe(value);
}

/** One weekday's hours: open all day (00:00 to 24:00). */
async function openAllDay(page: Page): Promise<void> {
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
    await setChecked(page, page.getByRole("checkbox", { name: `Open on ${day}` }));
    await typeIn(page, page.getByLabel(`Opens on ${day}`), "00:00");
    await typeIn(page, page.getByLabel(`Closes on ${day}`), "24:00");
  }
}

describe.skipIf(!chromiumPath)("a new vendor, from nothing to a client served", () => {
  const harness = useBrowserServer();
  let site: VendorSite | undefined;
  afterAll(async () => site?.close());

  it("is set up in the back office by keyboard and serves a client who joined on its site", { timeout: 240_000 }, async () => {
    site = await startVendorSite({ "/": elementPage(harness.base, `vendor="${SLUG}" lang="en"`, { title: "Riverside" }) });

    // 1. The operator creates the vendor and its first admin.
    const answer = await fetch(`${harness.base}/api/v2/admin/vendors`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ slug: SLUG, name: VENDOR, admin: { full_name: "Rae Admin", email: "rae@riverside.example" } }),
    });
    expect(answer.status).toBe(201);
    const { invite_link } = ((await answer.json()) as { data: { invite_link: string } }).data;

    // 2. The admin accepts the invitation and sets the vendor up, by keyboard alone.
    const admin = await harness.browser.newPage({ viewport: WIDE, locale: "en-US", timezoneId: "America/Toronto" });
    await admin.goto(onServer(harness.base, invite_link));
    await choosePassword(admin, ADMIN_PASSWORD);
    const nav = admin.getByRole("navigation", { name: "Back office" });
    await follow(admin, "Setup", "Setup", nav);
    const setupNav = admin.getByRole("navigation", { name: "Setup" });

    // Branding: colours, and the vendor's own site allowed to embed the element.
    await follow(admin, "Branding", "Branding", setupNav);
    await typeIn(admin, admin.getByRole("textbox", { name: "Main colour", exact: true }), "#0b6e4f");
    await activate(admin, admin.getByRole("button", { name: "Add a website" }));
    await typeIn(admin, admin.getByRole("textbox", { name: "Allowed website 1" }), site.origin);
    await saved(admin, "Save branding");
    await expectAccessible(admin, "setup: branding");

    // A service first, so the branches can offer it; its Spanish name.
    await follow(admin, "Services", "Services", setupNav);
    await follow(admin, "Add a service", "New service");
    await typeIn(admin, admin.getByRole("textbox", { name: "Name", exact: true }), "Account opening");
    await typeIn(admin, admin.getByRole("textbox", { name: "español", exact: true }).first(), "Apertura de cuenta");
    await created(admin, "Add the service", "Service: Account opening");

    // Two branches, the second in Vancouver with a holiday.
    const holiday = dateIn(20);
    for (const branch of [
      { name: "Riverside Main", address: "1 River Road", city: "Toronto", zone: "America/Toronto", lat: "43.65", lng: "-79.38" },
      { name: "Riverside West", address: "9 Harbour Street", city: "Vancouver", zone: "America/Vancouver", lat: "49.28", lng: "-123.12" },
    ]) {
      await follow(admin, "Branches", "Branches", setupNav);
      await follow(admin, "Add a branch", "New branch");
      await typeIn(admin, admin.getByRole("textbox", { name: "Name", exact: true }), branch.name);
      await typeIn(admin, admin.getByRole("textbox", { name: "Address", exact: true }), branch.address);
      await typeIn(admin, admin.getByRole("textbox", { name: "City", exact: true }), branch.city);
      await typeIn(admin, admin.getByRole("textbox", { name: "Country" }), "CA");
      await typeIn(admin, admin.getByLabel("Latitude"), branch.lat);
      await typeIn(admin, admin.getByLabel("Longitude"), branch.lng);
      await chooseOption(admin, admin.getByLabel("Time zone"), branch.zone);
      await openAllDay(admin);
      await setChecked(admin, admin.getByRole("checkbox", { name: "Account opening" }));
      if (branch.city === "Vancouver") {
        await activate(admin, admin.getByRole("button", { name: "Add a closure" }));
        await typeDateTime(admin, admin.getByLabel("Starts").last(), `${holiday}T00:00`);
        await typeDateTime(admin, admin.getByLabel("Ends").last(), `${dateIn(21)}T00:00`);
        await typeIn(admin, admin.getByLabel("Reason").last(), "Civic holiday");
      }
      await created(admin, "Save branch", `Branch: ${branch.name}`);
    }
    await follow(admin, "Branches", "Branches", setupNav);
    await expectAccessible(admin, "setup: branches");

    // A question.
    await follow(admin, "Questions", "Questions", setupNav);
    await follow(admin, "Add a question", "New question");
    await chooseOption(admin, admin.getByLabel("Kind of answer"), "A short answer");
    await typeIn(admin, admin.getByRole("textbox", { name: "Key", exact: true }), "reason");
    await typeIn(admin, admin.getByRole("textbox", { name: "Question", exact: true }), "What brings you in?");
    await created(admin, "Add the question", "Question: What brings you in?");

    // A staff member at the main branch, invited.
    await follow(admin, "Staff", "Staff", setupNav);
    await follow(admin, "Add a staff member", "New staff member");
    await typeIn(admin, admin.getByRole("textbox", { name: "Full name" }), "Theo Teller");
    await typeIn(admin, admin.getByRole("textbox", { name: "Email" }), "theo@riverside.example");
    await setChecked(admin, admin.getByRole("checkbox", { name: "Riverside Main" }));
    await created(admin, "Save staff member", "Staff member: Theo Teller");
    await screenshot(admin, "office-setup-staff");
    await activate(admin, admin.getByRole("button", { name: "Send invitation" }));
    await admin.getByText("Invitation sent to theo@riverside.example.").waitFor();
    const staffLink = await admin.getByRole("textbox", { name: "Invitation link" }).inputValue();

    // What was saved is the vendor that clients and staff now use.
    const doc = (await admin.evaluate(async () => (await fetch("/api/v2/office/document")).json())) as {
      theme: { primary: string };
      allowed_origins: string[];
      services: { name: string; translations: { es?: { name?: string } } }[];
      locations: { name: string; timezone: string; time_off: { start: string; reason: string }[] }[];
      questions: { label: string }[];
      staff: { full_name: string; locations: string[] }[];
    };
    expect(doc.theme.primary).toBe("#0b6e4f");
    expect(doc.allowed_origins).toEqual([site.origin]);
    expect(doc.services.map((s) => [s.name, s.translations.es?.name])).toEqual([["Account opening", "Apertura de cuenta"]]);
    const west = doc.locations.find((l) => l.name === "Riverside West");
    expect(west?.timezone).toBe("America/Vancouver");
    expect(west?.time_off).toEqual([expect.objectContaining({ start: `${holiday}T00:00`, reason: "Civic holiday" })]);
    expect(doc.questions.map((q) => q.label)).toEqual(["What brings you in?"]);
    expect(doc.staff.map((s) => s.full_name)).toContain("Theo Teller");
    await admin.close();

    // 3. A client joins the line on the vendor's own site.
    const client = await harness.browser.newPage({ viewport: WIDE, locale: "en-US" });
    await client.goto(`${site.origin}/`);
    const element = client.locator("queue-booking");
    const form = await chooseLocation(element, /Riverside Main/);
    await form.getByLabel(/Service/).selectOption({ label: "Account opening" });
    await form.getByLabel(/First name/).fill("Lena");
    const last = form.getByLabel(/Last name/);
    if (await last.count()) await last.fill("Marsh");
    const email = form.getByLabel(/^Email/);
    if (await email.count()) await email.fill("lena@example.org");
    await form.getByRole("button", { name: "Join the line", exact: true }).click();
    await element.getByRole("heading", { name: "Your request has been added" }).waitFor({ timeout: 20_000 });
    await client.close();

    // 4. The staff member accepts the invitation, calls the client and completes the visit.
    const staff = await harness.browser.newPage({ viewport: WIDE, locale: "en-US", timezoneId: "America/Toronto" });
    await staff.goto(onServer(harness.base, staffLink));
    await choosePassword(staff, STAFF_PASSWORD);
    await staff.getByRole("heading", { level: 3, name: /Lena/ }).waitFor({ timeout: 15_000 });
    await activate(staff, staff.getByRole("button", { name: "Call next" }));
    await activate(staff, staff.getByRole("button", { name: /^Complete: Lena/ }));
    await staff.getByText("Nobody is waiting.").waitFor();
    await staff.close();
  });
});
