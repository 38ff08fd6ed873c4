/**
 * Answers a browser's request for a page that does not exist with the HTML 404 in the client's
 * language and, when the URL names a vendor that exists, a link back to its locations.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../http/context.js";
import type { Vendor } from "../vendors/vendor.js";
import { createNonce, sendHtmlPage } from "./content-security-policy.js";
import { renderNotFoundPage } from "./not-found-page.js";
import { readPageOptions, type PageQuery } from "./page-query.js";
import { findPageVendor } from "./page-vendor.js";
import { vendorPagePath, vendorSite } from "./vendor-page-url.js";

/** `vendor`: already looked up (null: none exists); omitted, it is found from the URL. */
export async function sendNotFoundPage(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, vendor?: Vendor | null): Promise<FastifyReply> {
  const found = vendor === undefined ? await findPageVendor(ctx, request) : (vendor ?? undefined);
  const options = readPageOptions(request.query as PageQuery, request.headers["accept-language"], found?.settings.client_view.available_languages);
  const back = found ? vendorPagePath(vendorSite(found), "/callback-service", options.lang ? { lang: options.lang } : {}) : undefined;
  const nonce = createNonce();
  return sendHtmlPage(reply, 404, nonce, renderNotFoundPage(options.locale, nonce, back));
}
