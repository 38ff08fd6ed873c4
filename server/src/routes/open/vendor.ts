/**
 * `GET /api/v2/open/vendor`: the vendor's public settings the element needs to render
 * (name, theme, contact options, page settings, features, languages). Hosted pages inline the
 * same object; an element embedded in another site fetches it.
 */
import type { FastifyPluginAsync } from "fastify";
import type { MapConfig } from "../../config.js";
import type { Vendor } from "../../vendors/vendor.js";

/**
 * The vendor's settings without what only the server needs (invitation codes are secrets),
 * plus the map tiles the picker uses.
 */
export function publicVendorSettings(vendor: Vendor, map: MapConfig) {
  const { domains: _domains, allowed_origins: _origins, invitation_codes: _invitations, ...settings } = vendor.settings;
  return { slug: vendor.slug, ...settings, map: { tile_url: map.tileUrl, attribution: map.attribution } };
}

export const vendorRoute: FastifyPluginAsync = async (app) => {
  app.get("/api/v2/open/vendor", { schema: { tags: ["open"], summary: "The vendor's public settings" } }, async (request) => ({
    data: { id: request.vendor.slug, type: "vendors", attributes: publicVendorSettings(request.vendor, app.ctx.config.map) },
  }));
};
