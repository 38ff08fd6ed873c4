/** What `GET /api/v2/open/vendor` answers in `data.attributes`: the vendor's public settings. */
import type { VendorDocument } from "./vendor-document.js";

/** Map tiles of the location picker, from the server's `MAP_TILE_URL` and `MAP_TILE_ATTRIBUTION`. */
export interface PublicMapSettings {
  /** XYZ URL template with `{z}`, `{x}`, `{y}`; empty when the server offers no tiles. */
  tile_url: string;
  /** HTML credit the tile provider asks for. */
  attribution: string;
}

/**
 * The invisible captcha a kiosk join runs first (spec section 7), present only while the
 * vendor's `kiosk_captcha` feature is on and both its reCAPTCHA site key and secret are set.
 */
/** The reCAPTCHA action a kiosk join asks a token for, and the server expects. */
export const CAPTCHA_ACTION = "join";

export interface PublicCaptchaSettings {
  site_key: string;
  /** The reCAPTCHA loader, from the server's `RECAPTCHA_SCRIPT_URL`. */
  script_url: string;
}

export type PublicVendorSettings = Omit<
  VendorDocument,
  "services" | "locations" | "questions" | "staff" | "cx_snippets" | "domains" | "allowed_origins" | "invitation_codes" | "google_recaptcha_secret"
> & { slug: string; map: PublicMapSettings; captcha: PublicCaptchaSettings | null };
