/**
 * A link to one of a vendor's hosted pages, in the vendor's own URL form: under its path,
 * `/s/{vendor_path}/…`, when it has one; else with `?vendor={slug}`. Either names the vendor
 * in the link itself, so it opens that vendor's page whatever DEFAULT_VENDOR or the host name
 * say. Links in notifications, the conversion URL, the lobby board's join code and the way
 * back from a 404 are all built here.
 */
import type { Vendor } from "../vendors/vendor.js";

/** What a link needs to know of a vendor. */
export interface VendorSite {
  slug: string;
  /** `client_view.vendor_path`, or null. */
  path: string | null;
}

export function vendorSite(vendor: Pick<Vendor, "slug" | "settings">): VendorSite {
  return { slug: vendor.slug, path: vendor.settings.client_view.vendor_path ?? null };
}

/** Reads the site from a vendors row's columns (notifications read them in their own query). */
export function vendorSiteFromColumns(slug: string, settingsJson: string): VendorSite {
  const settings = JSON.parse(settingsJson) as { client_view?: { vendor_path?: string | null } };
  return { slug, path: settings.client_view?.vendor_path ?? null };
}

/**
 * `{base}{/s/path}{pagePath}?{query}` with `vendor` first when the vendor has no path. `base` may
 * carry a path of its own (`https://q.example/queue`); a trailing slash is dropped.
 */
export function vendorPageUrl(base: string, site: VendorSite | null, pagePath: string, query: Record<string, string> = {}): string {
  const prefix = site?.path ? `/s/${site.path}` : "";
  const url = new URL(`${base.replace(/\/+$/, "")}${prefix}${pagePath}`);
  // null: a notification queued before links named their vendor; its manage page finds the vendor from the appointment.
  if (site && !site.path) url.searchParams.set("vendor", site.slug);
  for (const [key, value] of Object.entries(query)) if (key !== "vendor") url.searchParams.set(key, value);
  return url.toString();
}

/** The same, as a path and query only (a redirect on the same server). */
export function vendorPagePath(site: VendorSite, pagePath: string, query: Record<string, string> = {}): string {
  const url = new URL(vendorPageUrl("http://x", site, pagePath, query));
  return `${url.pathname}${url.search}`;
}
