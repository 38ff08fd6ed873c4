/**
 * The hosted location screen, opened and waited for until a keyboard user can use all of it:
 * the list's items, and in a wide window the map with its markers.
 */
import type { Locator, Page } from "playwright-core";

export async function openLocationScreen(page: Page, base: string, lang = "en"): Promise<Locator> {
  await page.goto(`${base}/callback-service?vendor=demo&lang=${lang}`);
  const element = page.locator("queue-booking");
  await element.locator(".qb-location-item").first().waitFor({ timeout: 20_000 });
  await element.locator('.qb-location-map[data-state="ready"] .qb-map-pin').first().waitFor({ timeout: 20_000 });
  return element;
}
