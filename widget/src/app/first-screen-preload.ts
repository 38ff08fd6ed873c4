/**
 * The screens that load as chunks of their own (`chunks/lazy-screen.tsx`), had in hand before a
 * screen the server painted is rendered: by the server's renderer, which renders in one pass
 * (every screen, since Node has them all at hand), and by the element taking over a hosted
 * page's painted screen, which must not swap it for "Loading…" (only the screen the page starts
 * on, so the form still downloads nothing else).
 */
import type { I18n } from "@lingui/core";
import type { DisplayMode } from "#contract";
import { KioskInactivity, KioskLayout } from "../kiosk/kiosk-parts.js";
import { screenFor } from "../routing/route.js";
import { BookingScreen } from "../screens/appointment-booking/booking-screen.js";
import { LocationSelectScreen } from "../screens/location-select/location-select-screen.js";
import { ManageScreen } from "../screens/manage/manage-screen.js";
import { TvScreen } from "../screens/tv/tv-screen.js";

/** A kiosk's layout, time-out and check-in offer, around whatever screen it shows. */
const kioskParts = [
  { preload: () => KioskLayout.preload() },
  { preload: () => KioskInactivity.preload() },
  // Through the time-out's own chunk: its catalogs' imports stay out of the entry.
  { preload: (i18n: I18n) => import("../kiosk/kiosk-inactivity.js").then((m) => m.preloadKioskTexts(i18n)) },
];

/** The lazy screens `App` shows on this path in this mode (none for the form: it is in the entry). */
function lazyScreensOf(path: string, mode: DisplayMode | undefined): { preload(i18n: I18n): Promise<unknown> }[] {
  if (mode === "kiosk") return [...kioskParts, ...lazyScreensOf(path, undefined)];
  const screen = screenFor(path).name;
  if (mode === "tv" && screen !== "manage" && screen !== "not-found") return [TvScreen, LocationSelectScreen];
  if (screen === "manage") return [ManageScreen];
  if (screen === "booking") return [BookingScreen];
  if (screen === "start" || screen === "location-select") return [LocationSelectScreen];
  return [];
}

export async function preloadFirstScreen(i18n: I18n, path: string, mode: DisplayMode | undefined): Promise<void> {
  await Promise.all(lazyScreensOf(path, mode).map((screen) => screen.preload(i18n)));
}

export async function preloadEveryScreen(i18n: I18n): Promise<void> {
  await Promise.all([TvScreen, LocationSelectScreen, ManageScreen, BookingScreen, ...kioskParts].map((screen) => screen.preload(i18n)));
}
