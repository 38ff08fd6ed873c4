/**
 * Every vendor, every link, in real Chromium: the demo vendor reached by `?vendor=demo` and
 * under its own path `/s/maple-main`, while the server's default is another vendor. A client
 * joins, reloads, opens the bookmark in a fresh browser, opens the manage links of the email
 * and the text message (delivered by the outbox to a real SMTP server and SMS endpoint),
 * cancels and books another; a booked appointment's emailed link opens; a kiosk QR join (the
 * client's own phone) keeps its source and is never reset. Each time the page must still be
 * the demo vendor's, with the same appointment.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { EmailTransport } from "../../server/src/notifications/email-transport.js";
import { createSmtpEmailTransport } from "../../server/src/notifications/smtp-email-transport.js";
import { createOutboxWorker } from "../../server/src/notifications/outbox-worker.js";
import { createHttpSmsProvider } from "../../server/src/notifications/sms-provider.js";
import { bookDowntown } from "../helpers/booking.js";
import { startSmsSink, type SmsSink } from "../server/notifications/sms-sink.js";
import { startSmtpSink, type SmtpSink } from "../server/notifications/smtp-sink.js";
import { watchCsp } from "./helpers/csp-watch.js";
import { fillJoinForm, type DemoQuestion } from "./helpers/join-form.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { VENDOR_ENTRIES } from "./helpers/vendor-entry.js";

const chromiumPath = inject("chromiumPath");
const silent = { info() {}, warn() {}, error() {} };
const VENDOR_NAME = "Maple & Main Credit Union";

describe.skipIf(!chromiumPath).each(VENDOR_ENTRIES)("every link of a vendor that is not the default ($name)", (entry) => {
  const harness = useBrowserServer();
  let smtp: SmtpSink;
  let sms: SmsSink;
  let questions: DemoQuestion[];
  const transports: EmailTransport[] = [];

  beforeAll(async () => {
    [smtp, sms] = await Promise.all([startSmtpSink(), startSmsSink()]);
    const answer = await fetch(`${harness.base}/api/v2/open/questions?filter%5Bmatching%5D=${harness.ids.service("deposits")}`, {
      headers: { "x-vendor": "demo" },
    });
    questions = ((await answer.json()) as { data: DemoQuestion[] }).data;
  });
  afterAll(async () => {
    for (const transport of transports) transport.close();
    await Promise.all([smtp?.close(), sms?.close()]);
  });

  /** Sends what the outbox holds, as the server's worker would, with links to this server. */
  async function deliverNotifications(): Promise<void> {
    const email = createSmtpEmailTransport({ url: smtp.url, from: "Maple & Main <no-reply@maple.test>" });
    transports.push(email);
    const worker = createOutboxWorker({
      db: harness.server.store.db,
      clock: harness.server.clock,
      email,
      sms: createHttpSmsProvider({ url: sms.url, token: "sms-test-token" }),
      publicUrl: harness.base,
      logger: silent,
    });
    await worker.drain();
  }
  const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"\\]+manage\?[^\s"\\]+/g)].map((m) => m[0]);

  /** All the element shows (its shadow root's text). */
  const shown = (page: Page) => page.evaluate(() => document.querySelector("queue-booking")?.shadowRoot?.textContent ?? "");

  /** The page shows the demo vendor (not the server's default) and `heading`. */
  async function showsDemo(page: Page, heading: string): Promise<void> {
    const element = page.locator("queue-booking");
    await element.getByRole("heading", { name: heading }).waitFor({ timeout: 15_000 });
    await element.getByText(VENDOR_NAME).first().waitFor();
    expect(await shown(page)).not.toContain("City Permit Office");
  }

  async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en" });
    return { context, page: await context.newPage() };
  }

  it("keeps the vendor through the join, a reload, a bookmark, the emailed and texted links and book another", async () => {
    const downtown = harness.ids.location("downtown");
    const { context, page } = await freshPage();
    const csp = await watchCsp(page);
    const element = page.locator("queue-booking");
    try {
      await page.goto(entry.url(harness.base, `/callback-service/${downtown}`, { lang: "en", utm_source: "newsletter", utm_campaign: "fall" }));
      const form = element.getByRole("form");
      await form.waitFor({ timeout: 15_000 });
      await fillJoinForm(form, { lang: "en", serviceName: "Deposits and withdrawals", questions, first: "Lena", last: "Park", email: "lena@example.org" });
      await form.getByRole("checkbox", { name: "Send me text message updates" }).check();
      await form.getByRole("button", { name: "Join the line", exact: true }).click();
      await page.waitForURL((url) => url.pathname === entry.pathname("/callback-service/confirmation"), { timeout: 20_000 });
      await showsDemo(page, "Your request has been added");
      const confirmation = new URL(page.url());
      // The visit's parameters stay with it.
      expect(confirmation.searchParams.get("utm_source")).toBe("newsletter");
      expect(confirmation.searchParams.get("utm_campaign")).toBe("fall");
      const id = confirmation.searchParams.get("id") ?? "";
      const code = confirmation.searchParams.get("code") ?? "";
      expect(id).toMatch(/^\d+$/);

      // A reload is the same vendor's page of the same appointment.
      await page.reload();
      await showsDemo(page, "Your request has been added");
      expect(await shown(page)).toContain(code);

      // The bookmark, opened in a browser that has never seen the vendor.
      const bookmark = await freshPage();
      await bookmark.page.goto(confirmation.toString());
      await showsDemo(bookmark.page, "Your request has been added");
      await bookmark.context.close();

      // The links of the email and the text message.
      await deliverNotifications();
      const mailed = smtp.received.filter((m) => m.to.includes("lena@example.org")).flatMap((m) => linksIn(m.text));
      const texted = sms.received.flatMap((m) => linksIn(JSON.stringify(m.body)));
      expect(mailed.length).toBeGreaterThan(0);
      expect(texted.length).toBeGreaterThan(0);
      for (const link of new Set([...mailed, ...texted])) {
        expect(new URL(link).searchParams.get("id")).toBe(id);
        const opened = await freshPage();
        await opened.page.goto(link);
        await showsDemo(opened.page, "Your request has been added");
        expect(await shown(opened.page)).toContain(code);
        await opened.context.close();
      }

      // Cancel, then book another: the same vendor's form.
      await element.locator(".qb-manage-changes").getByRole("button", { name: "Cancel appointment" }).click();
      await element.getByRole("alertdialog").getByRole("button", { name: "Cancel appointment" }).click();
      await element.getByRole("heading", { name: "This appointment has been cancelled" }).waitFor();
      await element.getByRole("button", { name: "Book another" }).click();
      await page.waitForURL((url) => url.pathname === entry.pathname(`/callback-service/${downtown}`));
      await element.getByRole("form").waitFor({ timeout: 15_000 });
      await element.getByText(VENDOR_NAME).first().waitFor();
      expect(await shown(page)).toContain("Downtown Branch");
      expect(new URL(page.url()).searchParams.get("utm_source")).toBe("newsletter");
      expect(await csp.violations()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("opens a booked appointment from its emailed link", async () => {
    const start = new Date(Date.now() + 26 * 3_600_000);
    start.setUTCMinutes(0, 0, 0);
    const booked = await bookDowntown(harness.server, harness.ids, start.toISOString(), { client: { email: "omar@example.org" } });
    await deliverNotifications();
    const link = smtp.received.filter((m) => m.to.includes("omar@example.org")).flatMap((m) => linksIn(m.text))[0] ?? "";
    expect(new URL(link).pathname).toBe("/s/maple-main/book/manage");
    const { context, page } = await freshPage();
    try {
      await page.goto(link);
      await showsDemo(page, "Your appointment is booked");
      expect(await shown(page)).toContain(booked.code);
    } finally {
      await context.close();
    }
  });

  it("keeps a kiosk QR join's source and never resets the client's own phone", async () => {
    const downtown = harness.ids.location("downtown");
    const { context, page } = await freshPage();
    try {
      await page.clock.install();
      await page.goto(entry.url(harness.base, `/callback-service/${downtown}`, { mode: "KIOSK", booked_through: "kiosk_qr", lang: "en" }));
      const form = page.locator("queue-booking").getByRole("form");
      await form.waitFor({ timeout: 15_000 });
      await fillJoinForm(form, { lang: "en", serviceName: "Deposits and withdrawals", questions, first: "Noor", last: "Aziz" });
      await form.getByRole("button", { name: "Join the line", exact: true }).click();
      await page.waitForURL((url) => url.pathname === entry.pathname("/callback-service/confirmation"), { timeout: 20_000 });
      await showsDemo(page, "Your request has been added");
      const query = new URL(page.url()).searchParams;
      expect(query.get("booked_through")).toBe("kiosk_qr");
      const stored = await harness.server.store.db
        .selectFrom("queue_appointments")
        .select("booked_through")
        .where("id", "=", Number(query.get("id")))
        .executeTakeFirstOrThrow();
      expect(stored.booked_through).toBe("kiosk_qr");
      // Long past a kiosk's confirmation reset and inactivity time-out: still the client's page.
      await page.clock.runFor(40_000);
      expect(new URL(page.url()).pathname).toBe(entry.pathname("/callback-service/confirmation"));
      await showsDemo(page, "Your request has been added");
    } finally {
      await context.close();
    }
  });
});
