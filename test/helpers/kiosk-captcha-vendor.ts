/** Sets a vendor's kiosk captcha (the feature flag and both reCAPTCHA keys) in its stored document. */
import type { Kysely } from "kysely";
import type { Database } from "../../server/src/db/schema.js";

export interface KioskCaptchaSettings {
  feature: boolean;
  siteKey: string | null;
  secret: string | null;
}

/** The keys the tests use; the stand-ins know no others. */
export const TEST_CAPTCHA: KioskCaptchaSettings = { feature: true, siteKey: "site-key-123", secret: "secret-456" };

export async function setKioskCaptcha(db: Kysely<Database>, vendorId: number, captcha: KioskCaptchaSettings = TEST_CAPTCHA): Promise<void> {
  const row = await db.selectFrom("vendors").select("settings").where("id", "=", vendorId).executeTakeFirstOrThrow();
  const settings = JSON.parse(row.settings) as { features: Record<string, boolean> };
  const next = {
    ...settings,
    features: { ...settings.features, kiosk_captcha: captcha.feature },
    google_recaptcha_site_key: captcha.siteKey,
    google_recaptcha_secret: captcha.secret,
  };
  await db
    .updateTable("vendors")
    .set({ settings: JSON.stringify(next) })
    .where("id", "=", vendorId)
    .execute();
}
