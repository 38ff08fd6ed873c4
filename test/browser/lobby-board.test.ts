/**
 * The lobby board on its hosted page (`/callback-service/{id}?vendor=demo&mode=tv`) in real
 * Chromium at 1920×1080: under the strict CSP, without an accessibility violation, updating live
 * while a phone scans its QR code and joins through the form, and while staff start visits
 * through the staff API. Its screenshots (1920×1080 and 1280×720) go to `SCREENSHOT_DIR`.
 */
import { mkdirSync } from "node:fs";
import jsQRModule from "jsqr";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { joinBody } from "../helpers/join-body.js";
import { issueToken } from "../server/routes/staff/staff-fixtures.js";
import { axeViolations, describeViolations } from "./helpers/axe.js";
import { labelPattern } from "./helpers/catalog-text.js";
import { SCREENSHOT_DIR } from "./helpers/client-flow.js";
import { watchCsp } from "./helpers/csp-watch.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");
const jsQR = jsQRModule.default;

describe.skipIf(!chromiumPath)("lobby board (mode=tv) in Chromium", () => {
  const harness = useBrowserServer();

  /** A client joining over the network, as another device would. */
  async function join(first: string, last: string, service: string): Promise<number> {
    const csrf = (await (await fetch(`${harness.base}/api/v2/open/csrf`, { headers: { "x-vendor": "demo" } })).json()) as { token: string };
    const answers: { question_id: number; value: number | number[] }[] = [{ question_id: harness.ids.question("member"), value: 1 }];
    // The demo asks these two services which topics to discuss, and requires an answer.
    if (["open-account", "loan-consultation"].includes(service)) answers.push({ question_id: harness.ids.question("topics"), value: [2] });
    const body = joinBody(
      { location_id: harness.ids.location("downtown"), service_id: harness.ids.service(service) },
      { first_name: first, last_name: last },
      answers,
    );
    const res = await fetch(`${harness.base}/api/v2/open/queue-appointments`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-vendor": "demo", "x-csrf-token": csrf.token },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { data: { id: number } }).data.id;
  }

  /** A staff action over the network with the staff member's own token. */
  async function staff(token: string, method: string, path: string, payload: unknown): Promise<void> {
    const res = await fetch(`${harness.base}/api/v2/staff${path}`, {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(payload),
    });
    expect(res.status, await res.text()).toBe(200);
  }

  const names = (page: Page, list: "serving" | "waiting") => page.locator(`queue-booking .qb-tv-${list} li .qb-tv-name`).allTextContents();

  /** What a phone's camera reads from the code on the screen. */
  async function readShownQr(page: Page): Promise<string | undefined> {
    const image = await page.locator("queue-booking .qb-tv-join img").evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement("canvas");
      canvas.width = img.clientWidth;
      canvas.height = img.clientHeight;
      const context = canvas.getContext("2d");
      context?.drawImage(img, 0, 0, canvas.width, canvas.height);
      const data = context?.getImageData(0, 0, canvas.width, canvas.height);
      return { width: canvas.width, height: canvas.height, pixels: Array.from(data?.data ?? []) };
    });
    return jsQR(Uint8ClampedArray.from(image.pixels), image.width, image.height)?.data;
  }

  /** A newcomer's name and who is served come with the board's next read: within READ_AFTER_CHANGE_MS of the last. */
  const BOARD_UPDATE = { timeout: 10_000 };

  it("follows joins through its QR code and staff actions live, accessibly, under the CSP", async () => {
    const [ben, ana] = await Promise.all([issueToken(harness.server, "ben"), issueToken(harness.server, "ana")]);
    const maria = await join("Maria", "García", "deposits");
    await join("Kenji", "Watanabe", "open-account");
    await join("Aisha", "Khan", "loan-consultation");
    await join("Lukas", "Becker", "card-pickup");

    const page = await harness.browser.newPage({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1, locale: "en" });
    const csp = await watchCsp(page);
    const board = `/callback-service/${harness.ids.location("downtown")}?vendor=demo&mode=tv`;
    await page.goto(`${harness.base}${board}`);
    const element = page.locator("queue-booking");
    await element.getByRole("heading", { name: "Downtown Branch", level: 1 }).waitFor({ timeout: 15_000 });
    // The server paints the board; its QR code and live updates are the element's.
    await waitForElementScreen(page);
    await expect.poll(() => names(page, "waiting"), BOARD_UPDATE).toEqual(["Maria G.", "Kenji W.", "Aisha K.", "Lukas B."]);

    // A phone scans the code and joins through the form; the board shows them at the back.
    const joinUrl = await readShownQr(page);
    // The vendor's own URL form: under its path.
    expect(joinUrl).toBe(`${harness.base}/s/maple-main/callback-service/${harness.ids.location("downtown")}?booked_through=kiosk_qr`);
    const phone = await harness.browser.newPage({ viewport: { width: 390, height: 844 }, locale: "en" });
    await phone.goto(joinUrl ?? "");
    const form = phone.locator("queue-booking").getByRole("form");
    await form.waitFor({ timeout: 15_000 });
    await form.getByLabel(labelPattern("Service")).selectOption({ label: "Deposits and withdrawals" });
    await form.getByLabel(labelPattern("First name")).fill("Alex");
    await form.getByLabel(labelPattern("Last name")).fill("Morgan");
    await form.getByLabel(labelPattern("Phone number to call back")).fill("+12125550199");
    await form
      .getByRole("radiogroup", { name: labelPattern("Are you already a member?") })
      .getByRole("radio", { name: "Yes", exact: true })
      .check();
    const agree = form.getByRole("checkbox", { name: "I accept", exact: true });
    if (await agree.count()) await agree.check();
    await form.getByRole("button", { name: "Join the line", exact: true }).click();
    await phone.waitForURL((url) => url.pathname === "/s/maple-main/callback-service/confirmation", { timeout: 20_000 });
    const joinedId = Number(new URL(phone.url()).searchParams.get("id"));
    await phone.close();
    const stored = await harness.server.store.db
      .selectFrom("queue_appointments")
      .select(["booked_through", "channel_id"])
      .where("id", "=", joinedId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ booked_through: "kiosk_qr", channel_id: 20 });
    await expect.poll(() => names(page, "waiting"), BOARD_UPDATE).toEqual(["Maria G.", "Kenji W.", "Aisha K.", "Lukas B.", "Alex M."]);

    // Staff start visits: one by changing the status, one with call next.
    await staff(ben, "PATCH", `/queue-appointments/${maria}`, { data: { type: "queue-appointments", attributes: { status: 5 } } });
    await expect.poll(() => names(page, "serving"), BOARD_UPDATE).toEqual(["Maria G."]);
    await staff(ana, "POST", `/locations/${harness.ids.location("downtown")}/call-next`, {});
    await expect.poll(() => names(page, "serving"), BOARD_UPDATE).toEqual(["Kenji W.", "Maria G."]);
    await expect.poll(() => names(page, "waiting"), BOARD_UPDATE).toEqual(["Aisha K.", "Lukas B.", "Alex M."]);
    await expect(element.locator(".qb-tv-serving li").first().textContent()).resolves.toContain("with Ana Lopez");

    // A long line: the first seven are listed, the rest counted.
    for (const [first, last, service] of [
      ["Sofia", "Rossi", "deposits"],
      ["Tomás", "López", "card-pickup"],
      ["Mei", "Chen", "deposits"],
      ["Omar", "Haddad", "open-account"],
      ["Priya", "Shah", "deposits"],
    ]) {
      await join(first ?? "", last ?? "", service ?? "");
    }
    await expect.poll(() => names(page, "waiting"), BOARD_UPDATE).toEqual(["Aisha K.", "Lukas B.", "Alex M.", "Sofia R.", "Tomás L.", "Mei C.", "Omar H."]);
    await expect(element.locator(".qb-tv-more").textContent()).resolves.toBe("and 1 more person waiting");

    expect(describeViolations(await axeViolations(page))).toBe("");
    expect(await csp.violations()).toEqual([]);
    expect(csp.errors).toEqual([]);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/tv-board-1920-en.png`, animations: "disabled", caret: "hide" });
    // The smaller screen still holds every section, without scrolling.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/tv-board-1280-en.png`, animations: "disabled", caret: "hide" });
    const height = await page.evaluate(() => ({ content: document.documentElement.scrollHeight, window: window.innerHeight }));
    expect(height.content).toBeLessThanOrEqual(height.window);
    expect(await readShownQr(page)).toBe(joinUrl);
    await page.close();
  });
});
