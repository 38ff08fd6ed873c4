/** A vendor as the server uses it: columns plus the parsed settings of its document. */
import * as v from "valibot";
import { ClientViewSchema, type VendorDocument } from "#contract";
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
  const settings = JSON.parse(row.settings) as VendorSettings;
  // Settings stored by an older version lack newer client-view fields: their defaults apply.
  const clientView = v.safeParse(ClientViewSchema, settings.client_view ?? {});
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    homepage: row.homepage,
    settings: clientView.success ? { ...settings, client_view: clientView.output } : settings,
  };
}

/** Feature flag lookup: flags the vendor did not set are off. */
export function hasFeature(vendor: Vendor, flag: string): boolean {
  return vendor.settings.features[flag] === true;
}
