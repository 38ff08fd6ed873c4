/**
 * The answer of `GET /api/v2/open/vendor` as a schema, for the server's OpenAPI document and to
 * type what the handler sends: the vendor document's settings without its lists and secrets,
 * plus the map tiles and the kiosk captcha's public half (public-vendor.ts's
 * `PublicVendorSettings`, which the element uses). Kept out of the contract's index so the
 * element's bundle never carries the settings' schemas.
 */
import * as v from "valibot";
import { VendorDocumentSchema } from "./vendor-document.js";

const PublicVendorSettingsSchema = v.object({
  ...v.omit(VendorDocumentSchema, [
    "services",
    "locations",
    "questions",
    "staff",
    "cx_snippets",
    "domains",
    "allowed_origins",
    "invitation_codes",
    "google_recaptcha_secret",
  ]).entries,
  slug: v.string(),
  map: v.object({ tile_url: v.string(), attribution: v.string() }),
  captcha: v.nullable(v.object({ site_key: v.string(), script_url: v.string() })),
});

export const PublicVendorAnswerSchema = v.object({
  data: v.object({ id: v.string(), type: v.literal("vendors"), attributes: PublicVendorSettingsSchema }),
});
export type PublicVendorAnswer = v.InferOutput<typeof PublicVendorAnswerSchema>;
