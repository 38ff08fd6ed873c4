/**
 * The lobby board's join code: the hosted join form of the location as a QR code, so a person
 * in the room opens it on their phone. The form records such joins as `booked_through=kiosk_qr`
 * (channel 20). Drawn server-side as SVG, black on white whatever the theme, since scanners
 * need the contrast.
 */
import QRCode from "qrcode";
import type { Locale } from "#contract";
import { vendorPageUrl, type VendorSite } from "../hosted/vendor-page-url.js";

/** `{base}/callback-service/{id}?vendor={slug}&booked_through=kiosk_qr[&lang=…]`, or under the vendor's `/s/{path}`. */
export function joinFormUrl(base: string, locationId: number, site: VendorSite, lang: Locale | undefined): string {
  return vendorPageUrl(base, site, `/callback-service/${locationId}`, { booked_through: "kiosk_qr", ...(lang ? { lang } : {}) });
}

/** Boards refetch on every change of their line; the same few URLs are drawn once. */
const drawn = new Map<string, string>();
const MAX_DRAWN = 200;

export async function qrSvg(text: string): Promise<string> {
  const cached = drawn.get(text);
  if (cached) return cached;
  // Level M survives a smudged or glaring screen; a margin of 2 modules is enough on a white card.
  const svg = await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#000000", light: "#ffffff" } });
  if (drawn.size >= MAX_DRAWN) drawn.delete(drawn.keys().next().value as string);
  drawn.set(text, svg);
  return svg;
}
