/**
 * The vendor of a hosted page. A browser cannot send X-Vendor, so the page reads the `vendor`
 * query parameter instead; otherwise it resolves like the API: the host matched against the
 * vendors' domains, then DEFAULT_VENDOR.
 */
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../http/context.js";
import { findVendorByDomain, findVendorBySlug } from "../vendors/vendor-repository.js";
import type { Vendor } from "../vendors/vendor.js";
import { firstQueryValue, type PageQuery } from "./page-query.js";

/** The page's vendor, or undefined when the one named (or the default) does not exist. */
export async function findPageVendor(ctx: AppContext, request: FastifyRequest): Promise<Vendor | undefined> {
  const slug = firstQueryValue(request.query as PageQuery, "vendor")?.trim().toLowerCase();
  // A named vendor that does not exist is a 404, never a silent switch to another vendor.
  if (slug) return findVendorBySlug(ctx.db, slug);
  const byHost =
    (await findVendorByDomain(ctx.db, request.host)) ??
    (request.host !== request.hostname ? await findVendorByDomain(ctx.db, request.hostname) : undefined);
  if (byHost) return byHost;
  return ctx.config.defaultVendor ? findVendorBySlug(ctx.db, ctx.config.defaultVendor) : undefined;
}
