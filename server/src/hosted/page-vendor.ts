/**
 * The vendor a browser's URL names. Under `/s/{vendor_path}/…` the path says it; otherwise a
 * browser cannot send X-Vendor, so the page reads the `vendor` query parameter instead; else it
 * resolves like the API: the host matched against the vendors' domains, then DEFAULT_VENDOR.
 */
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../http/context.js";
import { findVendorByDomain, findVendorByPath, findVendorBySlug } from "../vendors/vendor-repository.js";
import type { Vendor } from "../vendors/vendor.js";
import { firstQueryValue, type PageQuery } from "./page-query.js";

/** `/s/{vendor_path}` at the start of a path: group 1 is the vendor path, the rest is the page. */
export const VENDOR_PATH_PREFIX = /^\/s\/([^/]+)(?=\/|$)/;

/** The page's path without its `/s/{vendor_path}` prefix. */
export function pagePathOf(url: string): string {
  return (url.split("?")[0] ?? "").replace(VENDOR_PATH_PREFIX, "") || "/";
}

/** A page's address as a request holds it (or as oEmbed reads it from a URL it is asked about). */
export type PageAddress = Pick<FastifyRequest, "url" | "query" | "host" | "hostname">;

/** The page's vendor, or undefined when the one named (or the default) does not exist. */
export async function findPageVendor(ctx: AppContext, request: PageAddress): Promise<Vendor | undefined> {
  const prefix = VENDOR_PATH_PREFIX.exec(request.url.split("?")[0] ?? "");
  if (prefix) return findVendorByPath(ctx.db, prefix[1] ?? "");
  const slug = firstQueryValue(request.query as PageQuery, "vendor")
    ?.trim()
    .toLowerCase();
  // A named vendor that does not exist is a 404, never a silent switch to another vendor.
  if (slug) return findVendorBySlug(ctx.db, slug);
  const byHost =
    (await findVendorByDomain(ctx.db, request.host)) ?? (request.host !== request.hostname ? await findVendorByDomain(ctx.db, request.hostname) : undefined);
  if (byHost) return byHost;
  return ctx.config.defaultVendor ? findVendorBySlug(ctx.db, ctx.config.defaultVendor) : undefined;
}
