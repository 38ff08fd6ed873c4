/**
 * The staff console in a tab of its own, signed in as one demo staff member. It answers only
 * once live updates are on: a change made before that would not reach the desk by itself.
 */
import type { Browser, Page } from "playwright-core";
import { issueStaffToken } from "../../helpers/staff-admin.js";
import type { BrowserServer } from "./browser-server.js";

export async function openStaffDesk(browser: Browser, served: BrowserServer, staffKey: string): Promise<Page> {
  const desk = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await desk.goto(`${served.base}/staff`);
  await desk.getByLabel("Staff token").fill(await issueStaffToken(served.server, staffKey));
  await desk.getByRole("button", { name: "Sign in" }).click();
  await desk.getByText("Live updates on.").waitFor();
  return desk;
}
