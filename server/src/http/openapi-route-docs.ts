/**
 * What the OpenAPI document says of every route beyond the route's own schema, added when the
 * document is built (@fastify/swagger's `transform`: documentation only, never validation or
 * serialisation): an `operationId` from the method and path, and for the open API its security
 * (reads: none; writes: the `X-CSRF-Token` header), the vendor's `X-Vendor` header and `vendor`
 * query parameter; and for every route the error answers its family may give
 * (`commonErrorStatuses`). Written once here rather than on each of eighty routes, so a new
 * route is documented the same way.
 */
import type { FastifySchema, RouteOptions } from "fastify";

type JsonSchema = Record<string, unknown>;

const OPEN_PREFIXES = ["/api/v2/open/", "/api/v3/open/", "/cx/"];

/** `get /api/v2/open/locations/{id}/lobby` → `getV2OpenLocationsByIdLobby`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "/")
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{](\w+)}?$/.exec(segment);
      return param ? ["by", param[1] ?? ""] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
}

/** Adds properties to an object schema of parameters (headers, querystring), keeping its own. */
function withParams(schema: unknown, params: Record<string, JsonSchema>): JsonSchema {
  const base = (schema && typeof schema === "object" ? schema : { type: "object" }) as JsonSchema;
  const properties = { ...params, ...((base.properties as JsonSchema | undefined) ?? {}) };
  return { ...base, type: "object", properties };
}

const VENDOR_HEADER = { type: "string", description: "The vendor's slug; else `vendor` in the query, the host's domain or DEFAULT_VENDOR" };

/** The error answers of `openapi.ts`, by status. */
export type ErrorResponses = (...statuses: number[]) => Record<number, JsonSchema>;

/**
 * The error answers any route of a family may give, whatever its own code does: a malformed URL
 * or path (400), an unknown vendor or id (404), invalid fields (422), rate limits (429), an
 * outage of the database (503, 507); a write's body may be too large (413) or not JSON (415);
 * an open call checks the page's origin and a write its CSRF token (403); the admin, staff and
 * office APIs want their credentials (401) and the last two refuse what the caller may not do (403).
 */
export function commonErrorStatuses(method: string, url: string): number[] {
  const write = !["GET", "HEAD", "OPTIONS"].includes(method);
  const statuses = [400, 404, 422, 429, 503, 507];
  if (write) statuses.push(413, 415);
  if (OPEN_PREFIXES.some((prefix) => url.startsWith(prefix))) statuses.push(403);
  if (url.startsWith("/api/v2/admin/")) statuses.push(401);
  if (url.startsWith("/api/v2/staff/") || url.startsWith("/api/v2/office/")) statuses.push(401, 403);
  return statuses.sort((a, b) => a - b);
}

export function documentRoute(
  { schema, url, route }: { schema: FastifySchema | undefined; url: string; route: RouteOptions },
  errorResponses: ErrorResponses,
): { schema: FastifySchema; url: string } {
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? "GET";
  const doc = { ...(schema ?? {}) } as FastifySchema & JsonSchema;
  doc.operationId ??= operationIdOf(method, url);
  const open = OPEN_PREFIXES.some((prefix) => url.startsWith(prefix));
  const read = method === "GET" || method === "HEAD";
  // The route's own entries first (their descriptions name the route's codes), then what every
  // route of its family may answer; a route that lists no success gets a bare one.
  const responses = (doc.response as JsonSchema | undefined) ?? {};
  const has = (digit: string) => Object.keys(responses).some((status) => status.startsWith(digit));
  doc.response = {
    ...(has("2") || has("3") ? {} : { 200: { description: "Success" } }),
    ...errorResponses(...commonErrorStatuses(method, url)),
    ...responses,
  };
  if (!open) return { schema: doc, url };

  doc.security ??= read ? [] : [{ csrf: [] }];
  const headers: Record<string, JsonSchema> = { "X-Vendor": VENDOR_HEADER };
  if (!read) headers["X-CSRF-Token"] = { type: "string", description: "From GET /api/v2/open/csrf; 403 csrf_missing / csrf_invalid without a valid one" };
  doc.headers = withParams(doc.headers, headers);
  if (read)
    doc.querystring = withParams(doc.querystring, {
      vendor: { type: "string", description: "The vendor's slug, when X-Vendor is not sent (a CORS simple request)" },
    });
  return { schema: doc, url };
}
