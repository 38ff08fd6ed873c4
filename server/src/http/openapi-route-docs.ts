/**
 * What the OpenAPI document says of every route beyond the route's own schema, added when the
 * document is built (@fastify/swagger's `transform`: documentation only, never validation or
 * serialisation): an `operationId` from the method and path, and for the open API its security
 * (reads: none; writes: the `X-CSRF-Token` header), the vendor's `X-Vendor` header and `vendor`
 * query parameter, and the join's `Idempotency-Key` and 201. Written once here rather than on
 * each of forty routes, so a new route is documented the same way.
 */
import type { FastifySchema, RouteOptions } from "fastify";

type JsonSchema = Record<string, unknown>;

const OPEN_PREFIXES = ["/api/v2/open/", "/api/v3/open/", "/cx/"];
const JOIN = "/api/v2/open/queue-appointments";

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

export function documentRoute(
  { schema, url, route }: { schema: FastifySchema | undefined; url: string; route: RouteOptions },
  errorResponses: ErrorResponses,
): { schema: FastifySchema; url: string } {
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? "GET";
  const doc = { ...(schema ?? {}) } as FastifySchema & JsonSchema;
  doc.operationId ??= operationIdOf(method, url);
  const open = OPEN_PREFIXES.some((prefix) => url.startsWith(prefix));
  const read = method === "GET" || method === "HEAD";
  // Every route is rate limited; an open one answers 404 for an unknown vendor and 422 for bad
  // fields, and an open write checks its body and CSRF token: documented where the route lists
  // no client error of its own.
  const clientErrors = !open ? [429] : read ? [404, 422, 429] : [400, 403, 404, 413, 415, 422, 429];
  const responses = (doc.response as JsonSchema | undefined) ?? {};
  const has = (digit: string) => Object.keys(responses).some((status) => status.startsWith(digit));
  doc.response = {
    ...(has("2") || has("3") ? {} : { 200: { description: "Success" } }),
    ...responses,
    ...(has("4") ? {} : errorResponses(...clientErrors)),
  };
  if (!open) return { schema: doc, url };

  doc.security ??= read ? [] : [{ csrf: [] }];
  const headers: Record<string, JsonSchema> = { "X-Vendor": VENDOR_HEADER };
  if (!read) headers["X-CSRF-Token"] = { type: "string", description: "From GET /api/v2/open/csrf; 403 csrf_missing / csrf_invalid without a valid one" };
  if (url === JOIN && method === "POST") {
    headers["Idempotency-Key"] = { type: "string", maxLength: 255, description: "Makes retries safe: a repeat answers the first appointment (200)" };
    const { 200: _default, ...errors } = doc.response as JsonSchema;
    doc.response = {
      201: { description: "Joined: the new queue appointment with its confirm code", type: "object", additionalProperties: true },
      200: { description: "A repeat of an earlier join with the same Idempotency-Key: that appointment", type: "object", additionalProperties: true },
      ...errors,
    };
  }
  doc.headers = withParams(doc.headers, headers);
  if (read)
    doc.querystring = withParams(doc.querystring, {
      vendor: { type: "string", description: "The vendor's slug, when X-Vendor is not sent (a CORS simple request)" },
    });
  return { schema: doc, url };
}
