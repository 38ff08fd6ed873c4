/**
 * CORS: a browser may call the open API from the server's own origin or from an origin the
 * vendor lists in `allowed_origins`. Preflights carry no X-Vendor value, so they are answered
 * for any origin some vendor allows; the real request is then checked against its own vendor
 * (see `checkOrigin`).
 */
import type { FastifyRequest } from "fastify";
import type { FastifyCorsOptions } from "@fastify/cors";
import { ApiError } from "./api-error.js";
import type { AppContext } from "./context.js";
import { findVendorBySlug, listAllowedOrigins } from "../vendors/vendor-repository.js";
import type { Vendor } from "../vendors/vendor.js";

const EXPOSED = ["Retry-After", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"];

export function isSameOrigin(request: FastifyRequest, origin: string): boolean {
  return origin === `${request.protocol}://${request.host}`;
}

export function corsDelegator(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<FastifyCorsOptions> => {
    const origin = request.headers.origin;
    if (!origin) return { origin: false };
    if (isSameOrigin(request, origin)) return { origin: true, exposedHeaders: EXPOSED };
    const slug = request.headers["x-vendor"];
    let allowed: Set<string>;
    if (typeof slug === "string" && request.method !== "OPTIONS") {
      const vendor = await findVendorBySlug(ctx.db, slug.trim().toLowerCase());
      allowed = new Set(vendor?.settings.allowed_origins ?? []);
    } else {
      allowed = await listAllowedOrigins(ctx.db);
    }
    return { origin: allowed.has(origin), exposedHeaders: EXPOSED, maxAge: 600 };
  };
}

/** Refuses a cross-origin write from an origin the request's vendor does not allow. */
export function checkOrigin(request: FastifyRequest, vendor: Vendor): void {
  const origin = request.headers.origin;
  if (!origin || isSameOrigin(request, origin)) return;
  if (!vendor.settings.allowed_origins.includes(origin)) {
    throw new ApiError(403, "origin_not_allowed", `Origin ${origin} may not call this vendor's API`);
  }
}
