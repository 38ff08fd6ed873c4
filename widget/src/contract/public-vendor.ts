/** What `GET /api/v2/open/vendor` answers in `data.attributes`: the vendor's public settings. */
import type { VendorDocument } from "./vendor-document.js";

export type PublicVendorSettings = Omit<
  VendorDocument,
  "services" | "locations" | "questions" | "staff" | "cx_snippets" | "domains" | "allowed_origins"
> & { slug: string };
