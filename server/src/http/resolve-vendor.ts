/**
 * Finds the vendor of a request: the `X-Vendor` header (the widget sends it), else the host
 * name matched against the vendors' domains, else DEFAULT_VENDOR. Unknown vendor: 404.
 */
import type { FastifyRequest } from "fastify";
import { ApiError } from "./api-error.js";
import type { AppContext } from "./context.js";
import { findVendorByDomain, findVendorBySlug } from "../vendors/vendor-repository.js";
import type { Vendor } from "../vendors/vendor.js";

export async function resolveVendor(ctx: AppContext, request: FastifyRequest): Promise<Vendor> {
  const header = request.headers["x-vendor"];
  const slug = Array.isArray(header) ? header[0] : header;
  let vendor: Vendor | undefined;
  if (slug) {
    vendor = await findVendorBySlug(ctx.db, slug.trim().toLowerCase());
  } else {
    vendor = await findVendorByDomain(ctx.db, request.hostname);
    if (!vendor && ctx.config.defaultVendor) vendor = await findVendorBySlug(ctx.db, ctx.config.defaultVendor);
  }
  if (!vendor) throw new ApiError(404, "vendor_not_found", "Unknown vendor");
  return vendor;
}
