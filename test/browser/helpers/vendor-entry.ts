/**
 * The two ways a client reaches a vendor that is not the server's default: `?vendor=demo` and
 * the vendor's own path `/s/maple-main/…`. Browser tests run with another vendor as
 * DEFAULT_VENDOR (see browser-server.ts), so a page that loses its vendor on the way shows the
 * other vendor, and the journey fails where a client would have been lost.
 */
export interface VendorEntry {
  /** For test names: `?vendor=demo` or `/s/maple-main`. */
  readonly name: string;
  /** The URL of a flow page (`/callback-service/7`, `/how`, `/book/manage`) with its query. */
  url(base: string, path: string, query?: Record<string, string | number>): string;
  /** The pathname the flow page `path` has in this entry's URLs. */
  pathname(path: string): string;
}

/** The demo vendor's path (its document's `client_view.vendor_path`). */
export const DEMO_VENDOR_PATH = "maple-main";

function entry(name: string, prefix: string, vendorParam: boolean): VendorEntry {
  return {
    name,
    url(base, path, query = {}) {
      const params = new URLSearchParams(vendorParam ? { vendor: "demo" } : {});
      for (const [key, value] of Object.entries(query)) params.set(key, String(value));
      const search = params.toString();
      return `${base}${prefix}${path}${search ? `?${search}` : ""}`;
    },
    pathname: (path) => `${prefix}${path}`,
  };
}

export const BY_QUERY = entry("?vendor=demo", "", true);
export const BY_PATH = entry(`/s/${DEMO_VENDOR_PATH}`, `/s/${DEMO_VENDOR_PATH}`, false);
export const VENDOR_ENTRIES = [BY_QUERY, BY_PATH] as const;
