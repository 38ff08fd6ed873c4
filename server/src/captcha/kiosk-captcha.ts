/**
 * The kiosk captcha (spec sections 3 and 7): an invisible reCAPTCHA v3 check before a join made
 * on a kiosk, on for a vendor with the `kiosk_captcha` feature and both reCAPTCHA keys. It
 * covers the kiosk itself and the join form its QR code opens on a phone (`kiosk_qr`); other
 * channels are not asked, as the spec ties the captcha to the kiosk.
 */
import type { BookedThrough } from "#contract";
import { hasFeature, type Vendor } from "../vendors/vendor.js";

export interface KioskCaptchaKeys {
  siteKey: string;
  secret: string;
}

/** The vendor's keys while its kiosk captcha is on; null otherwise. */
export function kioskCaptchaKeys(vendor: Vendor): KioskCaptchaKeys | null {
  const siteKey = vendor.settings.google_recaptcha_site_key;
  // Documents stored before the secret existed have no such key at all.
  const secret = vendor.settings.google_recaptcha_secret ?? null;
  if (!hasFeature(vendor, "kiosk_captcha") || !siteKey || !secret) return null;
  return { siteKey, secret };
}

/** Joins the kiosk captcha applies to. */
export function isKioskChannel(bookedThrough: BookedThrough): boolean {
  return bookedThrough === "kiosk" || bookedThrough === "kiosk_qr";
}
