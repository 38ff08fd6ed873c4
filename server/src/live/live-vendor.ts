/**
 * The vendor of a live connection. Browsers cannot set headers on a websocket, so the
 * `vendor` query parameter names it; without one, the HTTP API's resolution applies
 * (X-Vendor, then the host among the vendors' domains, then DEFAULT_VENDOR).
 */
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../http/context.js";
import { findRequestVendor } from "../http/resolve-vendor.js";
import { findVendorBySlug } from "../vendors/vendor-repository.js";
import type { Vendor } from "../vendors/vendor.js";

/** The named or implied vendor, or undefined when it does not exist. */
export async function findLiveVendor(ctx: AppContext, request: FastifyRequest): Promise<Vendor | undefined> {
  const query = request.query as Record<string, unknown> | undefined;
  const raw = query?.vendor;
  const slug = (Array.isArray(raw) ? raw[0] : raw) as unknown;
  // A named vendor that does not exist is refused, never replaced by the default one.
  if (typeof slug === "string" && slug.trim()) return findVendorBySlug(ctx.db, slug.trim().toLowerCase());
  return findRequestVendor(ctx, request);
}
