/**
 * Finds the vendor of a request: the `X-Vendor` header (the element's writes send it), else the
 * `vendor` query parameter (the element's reads carry it there, so that a read from a page of
 * another origin is a CORS simple request, with no preflight), else the host matched against the
 * vendors' domains, else DEFAULT_VENDOR. Unknown vendor: 404.
 */
import type { FastifyRequest } from "fastify";
import { ApiError } from "./api-error.js";
import type { AppContext } from "./context.js";
import { cachedVendorByDomain, cachedVendorBySlug } from "../vendors/config-reads.js";
import type { Vendor } from "../vendors/vendor.js";

/** One lookup per request, shared by the CORS policy and the open API's hook. */
const lookups = new WeakMap<FastifyRequest, Promise<Vendor | undefined>>();

/** The request's vendor, or undefined when none is named or the one named does not exist. */
export function findRequestVendor(ctx: AppContext, request: FastifyRequest): Promise<Vendor | undefined> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = lookUp(ctx, request);
    lookups.set(request, lookup);
  }
  return lookup;
}

export async function resolveVendor(ctx: AppContext, request: FastifyRequest): Promise<Vendor> {
  const vendor = await findRequestVendor(ctx, request);
  if (!vendor) throw new ApiError(404, "vendor_not_found", "Unknown vendor");
  return vendor;
}

async function lookUp(ctx: AppContext, request: FastifyRequest): Promise<Vendor | undefined> {
  const header = request.headers["x-vendor"];
  const named = (Array.isArray(header) ? header[0] : header) ?? queryVendor(request.query);
  const slug = named?.trim().toLowerCase();
  // A named vendor that does not exist is an error, not a reason to fall back to another one.
  if (slug) return cachedVendorBySlug(ctx, slug);
  // A domain may be configured with its port ("shop.example.com:8443") or without.
  const byHost =
    (await cachedVendorByDomain(ctx, request.host)) ?? (request.host !== request.hostname ? await cachedVendorByDomain(ctx, request.hostname) : undefined);
  if (byHost) return byHost;
  return ctx.config.defaultVendor ? cachedVendorBySlug(ctx, ctx.config.defaultVendor) : undefined;
}

function queryVendor(query: unknown): string | undefined {
  const value = typeof query === "object" && query !== null ? (query as Record<string, unknown>).vendor : undefined;
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof first === "string" ? first : undefined;
}
