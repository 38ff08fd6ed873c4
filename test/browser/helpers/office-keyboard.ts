/** The back office by keyboard: signing in on its own page, and moving to a screen through its navigation. */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { focusedControl } from "./ax-node.js";
import { activate, typeIn } from "./keyboard.js";

/** Opens the back office of `vendor`, types the credentials and lands on the desk. */
export async function signInToOffice(page: Page, base: string, email: string, password: string, vendor = "demo"): Promise<void> {
  await page.goto(`${base}/office?vendor=${vendor}`);
  await typeIn(page, page.getByLabel("Email"), email);
  await typeIn(page, page.getByLabel("Password"), password);
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { level: 1, name: "Desk" }).waitFor();
}

/** Follows the navigation's link to `name`; the screen's heading is shown and focused. */
export async function openOfficeScreen(page: Page, name: string): Promise<void> {
  await activate(page, page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name }));
  await page.getByRole("heading", { level: 1, name }).waitFor();
  await expect.poll(async () => (await focusedControl(page)).text).toBe(name);
}
