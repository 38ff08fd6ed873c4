/** A vendor as the server uses it: columns plus the parsed settings of its document. */
import type { VendorDocument } from "../../../widget/src/contract/index.js";
import type { VendorRow } from "../db/schema.js";

/** The settings part of the vendor document (everything but the collections). */
export type VendorSettings = Omit<VendorDocument, "services" | "locations" | "questions" | "staff" | "cx_snippets">;

export interface Vendor {
  id: number;
  slug: string;
  name: string;
  homepage: string | null;
  settings: VendorSettings;
}

export function vendorFromRow(row: VendorRow): Vendor {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    homepage: row.homepage,
    settings: JSON.parse(row.settings) as VendorSettings,
  };
}

/** Feature flag lookup: flags the vendor did not set are off. */
export function hasFeature(vendor: Vendor, flag: string): boolean {
  return vendor.settings.features[flag] === true;
}
