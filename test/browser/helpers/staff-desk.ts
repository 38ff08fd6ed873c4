/**
 * The back office's desk in a tab of its own, signed in as one demo staff member with an email
 * and a password (given straight to their staff record, as an accepted invitation would). It
 * answers only once live updates are on: a change made before that would not reach the desk by
 * itself.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { giveAccount } from "../../helpers/office-session.js";
import type { BrowserServer } from "./browser-server.js";

export const DESK_VIEWPORT = { width: 1280, height: 900 };
/** The desk sits elsewhere (a contact centre abroad): it must show the branch's times, not the browser's. */
export const DESK_TIMEZONE = "Europe/Berlin";
export const DESK_PASSWORD = "desk-password-123";

/** The email a demo staff member signs in to the desk with. */
export const deskEmail = (staffKey: string) => `${staffKey}@desk.example`;

export async function openStaffDesk(browser: Browser, served: BrowserServer, staffKey: string): Promise<Page> {
  const desk = await browser.newPage({ viewport: DESK_VIEWPORT, timezoneId: DESK_TIMEZONE });
  await signInAtDesk(desk, served, staffKey);
  return desk;
}

/** Opens the desk in `desk` (a page prepared first, e.g. watched for CSP violations) and signs in. */
export async function signInAtDesk(desk: Page, served: BrowserServer, staffKey: string): Promise<void> {
  await giveAccount(served.server, { vendor: "demo", key: staffKey, email: deskEmail(staffKey), password: DESK_PASSWORD });
  // Signed in through the API (the tab's cookies are the context's), so the page opens on the
  // desk itself; the sign-in form is office-desk.test.ts's business.
  const signIn = await desk.request.post(`${served.base}/api/v2/office/sign-in`, {
    headers: { "x-vendor": "demo" },
    data: { email: deskEmail(staffKey), password: DESK_PASSWORD },
  });
  if (!signIn.ok()) throw new Error(`signing ${staffKey} in: ${signIn.status()} ${await signIn.text()}`);
  await desk.goto(`${served.base}/office/desk?vendor=demo`);
  await desk.getByRole("heading", { level: 1, name: "Desk" }).waitFor();
  await desk.getByText("Live updates on.").waitFor();
}

/** A desk card's value for a term ("Status" → "Booked"), as its list of terms and values shows it. */
export async function deskFact(card: Locator, term: string): Promise<string | null> {
  const pair = card.locator("dl > div").filter({ has: card.page().locator("dt", { hasText: new RegExp(`^${term}$`) }) });
  return (await pair.count()) ? pair.locator("dd").textContent() : null;
}
