/** What `GET /api/v2/open/vendor` answers in `data.attributes`: the vendor's public settings. */
import type { VendorDocument } from "./vendor-document.js";

/** Map tiles of the location picker, from the server's `MAP_TILE_URL` and `MAP_TILE_ATTRIBUTION`. */
export interface PublicMapSettings {
  /** XYZ URL template with `{z}`, `{x}`, `{y}`; empty when the server offers no tiles. */
  tile_url: string;
  /** HTML credit the tile provider asks for. */
  attribution: string;
}

export type PublicVendorSettings = Omit<
  VendorDocument,
  "services" | "locations" | "questions" | "staff" | "cx_snippets" | "domains" | "allowed_origins" | "invitation_codes"
> & { slug: string; map: PublicMapSettings };
