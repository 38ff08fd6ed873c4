/**
 * Answers a browser's request for a page that does not exist with the HTML 404 in the client's
 * language and, when the URL names a vendor that exists, its book-another link.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { visitParams, type Locale } from "#contract";
import type { AppContext } from "../http/context.js";
import type { Vendor } from "../vendors/vendor.js";
import { createNonce, sendHtmlPage } from "./content-security-policy.js";
import { renderNotFoundPage } from "./not-found-page.js";
import { firstQueryValue, readPageOptions, type PageQuery } from "./page-query.js";
import { findPageVendor } from "./page-vendor.js";
import { vendorPagePath, vendorSite } from "./vendor-page-url.js";

/** `vendor`: already looked up (null: none exists); omitted, it is found from the URL. */
export async function sendNotFoundPage(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, vendor?: Vendor | null): Promise<FastifyReply> {
  const found = vendor === undefined ? await findPageVendor(ctx, request) : (vendor ?? undefined);
  const options = readPageOptions(request.query as PageQuery, request.headers["accept-language"], found?.settings.client_view.available_languages);
  const back = found ? bookAnotherHref(found, request.query as PageQuery, options.lang) : undefined;
  const nonce = createNonce();
  return sendHtmlPage(reply, 404, nonce, renderNotFoundPage(options.locale, nonce, back));
}

/**
 * Book another (spec section 2), as the element's error screen does it: the vendor's own link
 * when it set one, else its start page with the visit's parameters (an embedded page stays
 * embedded) in the page's language.
 */
function bookAnotherHref(vendor: Vendor, query: PageQuery, lang: Locale | undefined): string {
  const link = vendor.settings.client_view.book_another_link;
  if (link) return link;
  const firsts: Record<string, string> = {};
  for (const key of Object.keys(query)) {
    const value = firstQueryValue(query, key);
    if (value !== undefined) firsts[key] = value;
  }
  // The language only as the page settled it: a `lang` it could not use does not travel.
  const { lang: _asked, ...kept } = visitParams(firsts);
  return vendorPagePath(vendorSite(vendor), "/callback-service", lang ? { ...kept, lang } : kept);
}
