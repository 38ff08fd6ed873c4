/**
 * CORS: a browser may call the open API from the server's own origin or from an origin the
 * request's vendor lists in `allowed_origins`. Preflights carry no X-Vendor value, so the open
 * API answers them for any origin: a preflight only lets the browser send the real request, which
 * is then held to its own vendor (its CORS headers here, and `checkOrigin` for every open call,
 * before anything is read or written). A call of the open API from an origin its vendor does not
 * allow is refused (403 `origin_not_allowed`), and that refusal — only the refusal — is readable
 * by the calling page, so the element and the page's developer see why instead of a bare network
 * error. Elsewhere a preflight is answered for origins some vendor allows; the admin API is
 * same-origin only.
 */
import type { FastifyRequest } from "fastify";
import type { FastifyCorsOptions } from "@fastify/cors";
import { ApiError } from "./api-error.js";
import type { AppContext } from "./context.js";
import { findRequestVendor } from "./resolve-vendor.js";
import { listAllowedOrigins } from "../vendors/vendor-repository.js";
import type { Vendor } from "../vendors/vendor.js";

const EXPOSED = ["Retry-After", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"];
/** The open API's client sends GET, POST, PUT and PATCH (spec: the request helper). */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
const ADMIN_PATH = /^\/api\/v2\/admin(?:[/?]|$)/;
/** The open API, whose hook refuses disallowed origins (routes/open/index.ts). */
const OPEN_PATH = /^\/(?:api\/v[23]\/open|cx)\//;

export function isSameOrigin(request: FastifyRequest, origin: string): boolean {
  return origin === `${request.protocol}://${request.host}`;
}

export function corsDelegator(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<FastifyCorsOptions> => {
    const origin = request.headers.origin;
    if (!origin) return { origin: false };
    const preflight = request.method === "OPTIONS";
    // An OPTIONS without Access-Control-Request-Method is no preflight: it gets the JSON 404
    // rather than @fastify/cors's plain-text 400.
    if (preflight && !request.headers["access-control-request-method"]) return { origin: false };
    const allow = (allowed: boolean): FastifyCorsOptions => ({ origin: allowed, methods: METHODS, exposedHeaders: EXPOSED, maxAge: 600 });
    if (isSameOrigin(request, origin)) return allow(true);
    if (ADMIN_PATH.test(request.url)) return { origin: false };
    if (preflight) return allow(OPEN_PATH.test(request.url) || (await listAllowedOrigins(ctx.db)).has(origin));
    const vendor = await findRequestVendor(ctx, request);
    // No such vendor: still let an embedding page read the vendor_not_found answer.
    const allowed = vendor ? new Set(vendor.settings.allowed_origins) : await listAllowedOrigins(ctx.db);
    // A known vendor's open call from another origin gets its readable 403 (checkOrigin).
    return allow(allowed.has(origin) || (vendor !== undefined && OPEN_PATH.test(request.url)));
  };
}

/** Refuses a cross-origin call from an origin the request's vendor does not allow. */
export function checkOrigin(request: FastifyRequest, vendor: Vendor): void {
  const origin = request.headers.origin;
  if (!origin || isSameOrigin(request, origin)) return;
  if (!vendor.settings.allowed_origins.includes(origin)) {
    throw new ApiError(403, "origin_not_allowed", `Origin ${origin} may not call this vendor's API`);
  }
}
