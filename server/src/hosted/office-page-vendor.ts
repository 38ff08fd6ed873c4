/**
 * The vendor the back office's page names and colours itself after: the signed-in person's
 * (their session's cookie), else the `vendor` query parameter, else the host matched against the
 * vendors' domains. Never the server's DEFAULT_VENDOR: a page that names no vendor is the neutral
 * "Back office", and its sign-in names the vendor as the API finds it.
 */
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../http/context.js";
import { sessionOf } from "../office/office-session.js";
import { findVendorByDomain, findVendorById, findVendorBySlug } from "../vendors/vendor-repository.js";
import type { Vendor } from "../vendors/vendor.js";
import { firstQueryValue, type PageQuery } from "./page-query.js";

export async function findOfficePageVendor(ctx: AppContext, request: FastifyRequest): Promise<Vendor | undefined> {
  const person = await sessionOf(ctx, request);
  if (person) return findVendorById(ctx.db, person.vendorId);
  const slug = firstQueryValue(request.query as PageQuery, "vendor")
    ?.trim()
    .toLowerCase();
  if (slug) return findVendorBySlug(ctx.db, slug);
  return (
    (await findVendorByDomain(ctx.db, request.host)) ?? (request.host !== request.hostname ? await findVendorByDomain(ctx.db, request.hostname) : undefined)
  );
}
