/**
 * Where a kiosk returns to (spec section 2): `/how?location={id}&mode=kiosk`, with `lang`,
 * `use_new_kiosk` and `booked_through=kiosk_qr` when the current URL has them — and the vendor,
 * which a hosted page needs to know whose kiosk it is: its `/s/{vendor_path}` prefix or its
 * `vendor` parameter, so a kiosk of any vendor serves client after client.
 */
import { BASE_PATH, vendorPrefix, type Route } from "../routing/route.js";

export const KIOSK_RESET_PATH = "/how";

const KEPT = ["lang", "use_new_kiosk", "booked_through", "vendor"] as const;

export function kioskResetQuery(query: Record<string, string>, locationId: number): Record<string, string> {
  const kept: Record<string, string> = { location: String(locationId), mode: "kiosk" };
  for (const key of KEPT) {
    const value = query[key];
    if (value === undefined || (key === "booked_through" && value !== "kiosk_qr")) continue;
    kept[key] = value;
  }
  return kept;
}

/** The `/how` URL of the hosted pages (the server sends it on to the location's form). */
export function kioskResetUrl(route: Route, locationId: number): string {
  return `${vendorPrefix(route.path)}${KIOSK_RESET_PATH}?${new URLSearchParams(kioskResetQuery(route.query, locationId)).toString()}`;
}

/** The same start page as an element route, for an element on a vendor's page. */
export function kioskResetRoute(route: Route, locationId: number): Route {
  const { location, ...rest } = kioskResetQuery(route.query, locationId);
  return { path: `${vendorPrefix(route.path)}${BASE_PATH}/${location}`, query: rest };
}
