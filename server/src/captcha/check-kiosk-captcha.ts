/**
 * The captcha step of a join: nothing for channels and vendors without the kiosk captcha;
 * otherwise the token must be there and pass. Errors are the API's: 403 `captcha_required` or
 * `captcha_failed`, 503 `captcha_unavailable` when the verifier cannot be asked.
 */
import type { BookedThrough } from "#contract";
import type { CaptchaConfig } from "../config.js";
import { ApiError } from "../http/api-error.js";
import type { Vendor } from "../vendors/vendor.js";
import { isKioskChannel, kioskCaptchaKeys } from "./kiosk-captcha.js";
import { verifyCaptcha } from "./verify-captcha.js";

export interface CaptchaCheckInput {
  bookedThrough: BookedThrough;
  token: string | null;
  remoteIp: string;
}

export async function checkKioskCaptcha(config: CaptchaConfig, vendor: Vendor, input: CaptchaCheckInput): Promise<void> {
  const keys = kioskCaptchaKeys(vendor);
  if (!keys || !isKioskChannel(input.bookedThrough)) return;
  if (!input.token) throw new ApiError(403, "captcha_required", "This kiosk asks for a captcha token (recaptcha_token)");
  const verdict = await verifyCaptcha(config, keys.secret, input.token, input.remoteIp);
  if (verdict === "rejected") throw new ApiError(403, "captcha_failed", "The captcha check failed; please try again");
  if (verdict === "unavailable") throw new ApiError(503, "captcha_unavailable", "The captcha check cannot be done right now; please try again");
}
