/**
 * `GET /api/v2/open/vendor`: the vendor's public settings the element needs to render
 * (name, theme, contact options, page settings, features, languages). Hosted pages inline the
 * same object; an element embedded in another site fetches it.
 */
import type { FastifyPluginAsync } from "fastify";
import type { PublicVendorSettings } from "#contract";
import { type PublicVendorAnswer, PublicVendorAnswerSchema } from "#contract/public-vendor-answer";
import { docSchema } from "../../http/openapi.js";
import { kioskCaptchaKeys } from "../../captcha/kiosk-captcha.js";
import type { Config } from "../../config.js";
import type { Vendor } from "../../vendors/vendor.js";

/**
 * The vendor's settings without what only the server needs (invitation codes and the captcha
 * secret are secrets), plus the map tiles the picker uses and the kiosk captcha's public half.
 */
export function publicVendorSettings(vendor: Vendor, config: Pick<Config, "map" | "captcha">): PublicVendorSettings {
  const { domains: _domains, allowed_origins: _origins, invitation_codes: _invitations, google_recaptcha_secret: _secret, ...settings } = vendor.settings;
  const keys = kioskCaptchaKeys(vendor);
  return {
    slug: vendor.slug,
    ...settings,
    map: { tile_url: config.map.tileUrl, attribution: config.map.attribution },
    captcha: keys ? { site_key: keys.siteKey, script_url: config.captcha.scriptUrl } : null,
  };
}

export const vendorRoute: FastifyPluginAsync = async (app) => {
  app.get(
    "/api/v2/open/vendor",
    {
      schema: {
        tags: ["open"],
        summary: "The vendor's public settings",
        response: { 200: { description: "The settings the element renders with", ...docSchema(PublicVendorAnswerSchema) } },
      },
    },
    async (request): Promise<PublicVendorAnswer> => ({
      data: { id: request.vendor.slug, type: "vendors", attributes: publicVendorSettings(request.vendor, app.ctx.config) },
    }),
  );
};
