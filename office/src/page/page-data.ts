/**
 * What the server put on the page for the app (`server/src/hosted/office-page.ts`): the vendor
 * the page names, as `data-vendor` and `data-vendor-name` of `#office`; the page's language as
 * `<html lang>`; the CSP nonce on the app's own script (the browser hides the attribute, not the
 * property). Checked once here: a value out of shape counts as absent, never as a crash.
 */
import * as v from "valibot";
import { DEFAULT_LOCALE, isLocale, type Locale, VendorSlugSchema } from "#contract";

export interface PageVendor {
  slug: string;
  name: string;
}

export interface PageData {
  /** The vendor the page names; undefined on the neutral page (the server then finds the vendor at sign-in). */
  vendor: PageVendor | undefined;
  locale: Locale;
  /** Where the API is: the page's own origin. */
  apiBase: string;
  /** For the app's style tags under the page's Content-Security-Policy. */
  nonce: string | undefined;
}

const PageVendorSchema = v.object({ slug: VendorSlugSchema, name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)) });

export function readPageData(root: HTMLElement, doc: Document = root.ownerDocument): PageData {
  const vendor = v.safeParse(PageVendorSchema, { slug: root.dataset.vendor, name: root.dataset.vendorName });
  const lang = doc.documentElement.lang;
  const script = doc.querySelector<HTMLScriptElement>("script[type=module][nonce]");
  return {
    vendor: vendor.success ? vendor.output : undefined,
    locale: isLocale(lang) ? lang : DEFAULT_LOCALE,
    apiBase: doc.location?.origin ?? "",
    nonce: script?.nonce || undefined,
  };
}
