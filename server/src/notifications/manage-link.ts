/** The client's manage page for one appointment, as linked from every notification. */
import type { Locale } from "#contract";
import { vendorPageUrl, type VendorSite } from "../hosted/vendor-page-url.js";

/**
 * `{publicUrl}/callback-service/manage?vendor=…&id=…&code=…&lang=…` (or under the vendor's
 * `/s/{path}`). The confirm code in the link is what lets the client see and cancel the
 * appointment without an account; the vendor in it is what opens the right vendor's page.
 */
export function manageLink(publicUrl: string, site: VendorSite | null, appointmentId: number, confirmCode: string, locale: Locale): string {
  return linkWithCode(publicUrl, site, "/callback-service/manage", appointmentId, confirmCode, locale);
}

/** The manage page of a booked appointment: `{publicUrl}/book/manage?vendor=…&id=…&code=…&lang=…`. */
export function appointmentManageLink(publicUrl: string, site: VendorSite | null, appointmentId: number, confirmCode: string, locale: Locale): string {
  return linkWithCode(publicUrl, site, "/book/manage", appointmentId, confirmCode, locale);
}

function linkWithCode(publicUrl: string, site: VendorSite | null, path: string, appointmentId: number, confirmCode: string, locale: Locale): string {
  return vendorPageUrl(publicUrl, site, path, { id: String(appointmentId), code: confirmCode, lang: locale });
}
