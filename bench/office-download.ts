/**
 * What the back office's page downloads before each of its first screens is usable: the entry
 * (`dist/assets/office/office.js`, which holds the frame and sign-in) with its static imports,
 * the page language's catalog, and the screen's own chunk when it has one — sign-in for someone
 * signed out, the desk (where everyone lands after signing in), setup's overview (an admin's
 * other way in), the account screen, and the page a link by email opens. Measured like the element's form (`initial-download.ts`).
 */
import { type InitialDownload, measureDownload } from "./initial-download.js";

export const OFFICE_BUNDLE_DIR = "dist/assets/office";
export const OFFICE_ENTRY_FILE = "office.js";
/** The budget (brotli, on the wire) of any first screen, which issue 32 sets and the bundle test enforces. */
export const OFFICE_BUDGET_KB = 150;

/** Each first screen and the lazy chunks it needs besides the entry. */
export const OFFICE_FIRST_SCREENS: Record<string, readonly string[]> = {
  "sign-in": [],
  desk: ["desk-screen"],
  setup: ["setup-screen"],
  account: ["account-screen"],
  link: ["link-screen"],
};

export function measureOfficeFirstScreen(screen: string, locale = "en", dir = OFFICE_BUNDLE_DIR): InitialDownload {
  const chunks = OFFICE_FIRST_SCREENS[screen];
  if (!chunks) throw new Error(`No first screen "${screen}" of the back office`);
  return measureDownload({ dir, entry: OFFICE_ENTRY_FILE, catalog: `office-${locale}`, chunks });
}
