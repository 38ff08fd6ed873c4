/**
 * The staff console in a tab of its own, signed in as one demo staff member. It answers only
 * once live updates are on: a change made before that would not reach the desk by itself.
 */
import type { Browser, Page } from "playwright-core";
import { issueStaffToken } from "../../helpers/staff-admin.js";
import type { BrowserServer } from "./browser-server.js";

export const DESK_VIEWPORT = { width: 1280, height: 900 };
/** The desk sits elsewhere (a contact centre abroad): the console must show the branch's times, not the browser's. */
export const DESK_TIMEZONE = "Europe/Berlin";

export async function openStaffDesk(browser: Browser, served: BrowserServer, staffKey: string): Promise<Page> {
  const desk = await browser.newPage({ viewport: DESK_VIEWPORT, timezoneId: DESK_TIMEZONE });
  await signInAtDesk(desk, served, staffKey);
  return desk;
}

/** Opens the console in `desk` (a page prepared first, e.g. watched for CSP violations) and signs in. */
export async function signInAtDesk(desk: Page, served: BrowserServer, staffKey: string): Promise<void> {
  await desk.goto(`${served.base}/staff`);
  await desk.getByLabel("Staff token").fill(await issueStaffToken(served.server, staffKey));
  await desk.getByRole("button", { name: "Sign in" }).click();
  await desk.getByText("Live updates on.").waitFor();
}
