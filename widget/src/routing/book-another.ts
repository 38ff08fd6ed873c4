/**
 * Where "book another" leads (spec section 2): the vendor's own book-another link when it set
 * one; otherwise the start of the flow — on hosted pages under `/s/{vendor_path}` when the
 * vendor has a path (an element on a vendor's own page names its vendor itself) — keeping the
 * query parameters except the appointment's `id` and `code`, and keeping the location when
 * location locking is on.
 */
import { withoutAppointment, type PublicVendorSettings } from "#contract";
import { BASE_PATH, type Route } from "./route.js";

export type BookAnotherTarget = { kind: "url"; url: string } | { kind: "route"; route: Route };

export function bookAnotherTarget(route: Route, settings: PublicVendorSettings | null, locationId?: number, hosted = true): BookAnotherTarget {
  const link = settings?.client_view.book_another_link;
  if (link) return { kind: "url", url: link };
  const query = withoutAppointment(route.query);
  const base = hosted && settings?.client_view.vendor_path ? `/s/${settings.client_view.vendor_path}${BASE_PATH}` : BASE_PATH;
  const locked = settings?.client_view.location_locking && locationId !== undefined;
  return { kind: "route", route: { path: locked ? `${base}/${locationId}` : base, query } };
}
