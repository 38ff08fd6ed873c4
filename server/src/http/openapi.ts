/**
 * The OpenAPI document at `/api/docs/json` and its UI at `/api/docs`, generated from the same
 * valibot schemas that validate requests (converted to JSON Schema for documentation only).
 */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { toJsonSchema } from "@valibot/to-json-schema";
import type { FastifyInstance } from "fastify";
import type * as v from "valibot";
import { ERROR_CODES, FIELD_ERROR_CODES } from "#contract";
import { documentRoute } from "./openapi-route-docs.js";

type JsonSchema = Record<string, unknown>;

/** JSON Schema of a contract schema, for route documentation. */
export function docSchema(schema: v.GenericSchema): JsonSchema {
  return toOpenApi30(toJsonSchema(schema, { errorMode: "ignore" })) as JsonSchema;
}

/**
 * Rewrites draft-07 JSON Schema into the OpenAPI 3.0 schema dialect, which has no `const`,
 * `propertyNames`, `$schema`, type lists, tuples or numeric `exclusiveMinimum`, and wants
 * `required` to be absent rather than empty.
 */
function toOpenApi30(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toOpenApi30);
  if (!node || typeof node !== "object") return node;
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node as JsonSchema)) {
    switch (keyword) {
      case "$schema":
      case "propertyNames":
        break;
      case "const":
        out.enum = [value];
        break;
      case "enum":
      case "default":
      case "example":
        out[keyword] = value;
        break;
      case "required":
        if (Array.isArray(value) && value.length) out.required = value;
        break;
      case "items":
        // A tuple (draft-07 `items: [A, B]`) has no form in OpenAPI 3.0: each item is one of them, and there are that many.
        if (Array.isArray(value)) {
          out.items = { anyOf: value.map(toOpenApi30) };
          out.minItems = value.length;
          out.maxItems = value.length;
        } else {
          out.items = toOpenApi30(value);
        }
        break;
      case "properties":
        out.properties = Object.fromEntries(Object.entries(value as JsonSchema).map(([name, schema]) => [name, toOpenApi30(schema)]));
        break;
      case "type":
        if (Array.isArray(value)) {
          const types = value.filter((t) => t !== "null");
          if (types.length !== value.length) out.nullable = true;
          if (types.length === 1) out.type = types[0];
        } else if (value === "null") {
          out.nullable = true;
        } else {
          out.type = value;
        }
        break;
      case "exclusiveMinimum":
      case "exclusiveMaximum":
        if (typeof value === "number") {
          out[keyword === "exclusiveMinimum" ? "minimum" : "maximum"] = value;
          out[keyword] = true;
        } else {
          out[keyword] = value;
        }
        break;
      default:
        out[keyword] = toOpenApi30(value);
    }
  }
  return collapseNullable(out);
}

/**
 * `anyOf: [X, {type: "null"}]` (already rewritten to `{nullable: true}`) becomes X with `nullable`.
 * `nullable` does not widen an `enum` (OpenAPI 3.0.3), so a nullable enum lists `null` too.
 */
function collapseNullable(schema: JsonSchema): JsonSchema {
  const { anyOf, ...rest } = schema;
  if (!Array.isArray(anyOf)) return schema;
  const isNull = (s: unknown) => JSON.stringify(s) === '{"nullable":true}';
  const others = anyOf.filter((s) => !isNull(s));
  if (others.length === anyOf.length) return schema;
  const only = others.length === 1 ? (others[0] as JsonSchema) : undefined;
  if (only && rest.type === undefined && (only.type !== undefined || Array.isArray(only.enum))) {
    return { ...only, ...rest, nullable: true, ...(Array.isArray(only.enum) ? { enum: [...only.enum, null] } : {}) };
  }
  // `nullable` means nothing without `type` (OpenAPI 3.0.3), so a union that may be null lists a
  // schema that takes only null among its members.
  const members = only && Array.isArray(only.anyOf) && Object.keys(only).length === 1 ? (only.anyOf as unknown[]) : others;
  return { ...rest, anyOf: [...members, ONLY_NULL] };
}

/** OpenAPI 3.0's spelling of "null and nothing else". */
const ONLY_NULL: JsonSchema = { type: "string", nullable: true, enum: [null] };

const FIELD_ERROR_DOC: JsonSchema = {
  type: "object",
  required: ["field", "code", "message"],
  properties: {
    field: { type: "string", description: "Dotted path of the field, e.g. locations.0.timezone" },
    code: { type: "string", enum: [...FIELD_ERROR_CODES] },
    message: { type: "string" },
  },
};

const ERROR_DOC: JsonSchema = {
  type: "object",
  required: ["code", "message"],
  properties: {
    code: { type: "string", enum: [...ERROR_CODES], description: "Stable; clients translate this, never the message" },
    message: { type: "string" },
    errors: { type: "array", items: FIELD_ERROR_DOC, description: "Every invalid field, for validation_failed" },
  },
};

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Malformed request (invalid_json, bad_request)",
  401: "Missing or wrong bearer token (unauthorized)",
  403: "Refused (csrf_missing, csrf_invalid, origin_not_allowed, or what the caller may not do here)",
  404: "Not found",
  409: "Refused by the current state of what it changes (e.g. slot_taken, not_cancellable, already_checked_in, feedback_already_given)",
  412: "If-Match names another version than the stored one, or If-None-Match: * found one (precondition_failed)",
  413: "Body over BODY_LIMIT, or ADMIN_BODY_LIMIT on the admin API (body_too_large)",
  415: "Body is not application/json (unsupported_media_type)",
  422: "Invalid fields (validation_failed), each listed in errors; an Idempotency-Key sent before with another request (idempotency_key_reused)",
  428: "If-Match is required here (precondition_required)",
  429: "Too many requests (rate_limited); Retry-After says when to try again",
  503: "The database is briefly unavailable (service_unavailable) or the server is stopping (shutting_down); Retry-After says when to try again",
  507: "The database has no room to write (storage_full); Retry-After says when to try again",
};

/** Statuses answered with `Retry-After` (seconds): the request was not at fault, and may be sent again then. */
const RETRY_AFTER_STATUSES = new Set([429, 503, 507]);
const RETRY_AFTER: JsonSchema = { "Retry-After": { type: "integer", minimum: 0, description: "Seconds to wait before sending the request again" } };

/** Response documentation for the error answers a route can give, keyed by status. */
export function errorResponses(...statuses: number[]): Record<number, JsonSchema> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: ERROR_DESCRIPTIONS[status] ?? "Error", ...ERROR_DOC, ...(RETRY_AFTER_STATUSES.has(status) ? { headers: RETRY_AFTER } : {}) },
    ]),
  );
}

/** A success answer that is a file of `type` (text/csv, text/calendar …), not JSON. */
export function fileResponse(type: string, description: string, headers?: JsonSchema): JsonSchema {
  return { description, content: { [type]: { schema: { type: "string" } } }, ...(headers ? { headers } : {}) };
}

/** A success answer with no body (204). */
export const NO_CONTENT: JsonSchema = { description: "Done; no body", type: "null" };

/** Request headers a route reads, by name with their meaning, for documentation (`schema.headers`). */
export function headerParams(descriptions: Record<string, string>): JsonSchema {
  return {
    type: "object",
    properties: Object.fromEntries(Object.entries(descriptions).map(([name, description]) => [name, { type: "string", description }])),
  };
}

/** The `ETag` response header, for a response's documentation (`headers`). */
export function etagHeader(description: string): JsonSchema {
  return { ETag: { type: "string", description } };
}

/**
 * Swagger UI's needs: its own scripts and styles (it sets inline style attributes), images as
 * data URLs, the document from this origin; never framed (security-headers.ts).
 */
const DOCS_CSP =
  "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
const DOCS_INDEX = "/api/docs/";
const OLD_INDEX = "/api/docs/static/index.html";

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    transform: (route) => documentRoute(route, errorResponses),
    openapi: {
      servers: [{ url: "/", description: "This server" }],
      info: {
        license: { name: "MIT", url: "https://opensource.org/licenses/MIT" },
        title: "queue-booking API",
        description:
          "Open (client-facing), staff and admin API of queue-booking. Any call may answer 503 `service_unavailable` (the database is down, restarting or overloaded) or 507 `storage_full` (it has no room to write), with `Retry-After` in seconds: the request was not at fault; send it again then (a join with the same `Idempotency-Key`).",
        version: "2.0.0",
      },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          csrf: { type: "apiKey", in: "header", name: "X-CSRF-Token", description: "The open API's writes: a token from GET /api/v2/open/csrf" },
          officeSession: { type: "apiKey", in: "cookie", name: "qb_session", description: "The back office's session, set by POST /api/v2/office/sign-in" },
          officeCsrf: {
            type: "apiKey",
            in: "header",
            name: "X-CSRF-Token",
            description: "The back office's writes: the session's token from GET /api/v2/office/session",
          },
        },
      },
      tags: [
        { name: "open", description: "Client-facing calls; writes need X-CSRF-Token" },
        { name: "admin", description: "Vendor configuration; bearer ADMIN_TOKEN" },
        { name: "staff", description: "Serving the line and the bookings; bearer staff token (or ADMIN_TOKEN)" },
      ],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: DOCS_CSP,
    uiHooks: {
      // The plugin's own redirect keeps a query string and so sends `index.html?url=…` to itself.
      onRequest: async (request, reply) => {
        if (request.url.split("?")[0] === OLD_INDEX) return reply.redirect(DOCS_INDEX);
      },
    },
  });
}
