/**
 * Checks answers against the server's own OpenAPI document (`GET /api/docs/json`): the status
 * must be listed for the operation (method and path template), and the body must be valid, by
 * Ajv, against the schema the document gives for that status and content type.
 *
 * Which answers are checked: those of a request whose method and path are an operation of the
 * document. The rest is not the API and has no entry to check against: hosted pages and their
 * assets, `/live` (a WebSocket), `/healthz`, `/readyz`, `/metrics`, the document and its UI
 * under `/api/docs`, CORS preflights (OPTIONS) and paths no route serves. A HEAD is checked as
 * its GET, without a body.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";

type JsonSchema = Record<string, unknown>;
interface MediaType {
  schema?: JsonSchema;
}
interface Response {
  description?: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  responses?: Record<string, Response>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** One answer as the test saw it. */
export interface Answer {
  method: string;
  url: string;
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}

/** A way an answer differs from the document. `undescribed`: a success body the document gives no schema for. */
export interface Violation {
  operation: string;
  kind: "status" | "content-type" | "body" | "undescribed";
  message: string;
}

interface Route {
  pattern: RegExp;
  template: string;
  operations: Record<string, Operation>;
}

/** `/api/v2/open/locations/{id}` → a pattern for one path segment per parameter. */
function templatePattern(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith("{") ? "[^/]+" : part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

/**
 * OpenAPI 3.0 writes `exclusiveMinimum: true` beside `minimum` (draft-04); Ajv speaks draft-07,
 * where the bound itself is the value. `nullable` Ajv knows as OpenAPI's.
 */
function toDraft07(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toDraft07);
  if (!node || typeof node !== "object") return node;
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node as JsonSchema)) {
    if ((keyword === "exclusiveMinimum" || keyword === "exclusiveMaximum") && typeof value === "boolean") continue;
    if (keyword === "properties" && value && typeof value === "object") {
      out.properties = Object.fromEntries(Object.entries(value as JsonSchema).map(([name, schema]) => [name, toDraft07(schema)]));
    } else {
      out[keyword] = toDraft07(value);
    }
  }
  const source = node as JsonSchema;
  if (source.exclusiveMinimum === true) {
    out.exclusiveMinimum = source.minimum;
    delete out.minimum;
  }
  if (source.exclusiveMaximum === true) {
    out.exclusiveMaximum = source.maximum;
    delete out.maximum;
  }
  return out;
}

function decoded(answer: Answer): Buffer {
  const encoding = String(answer.headers["content-encoding"] ?? "");
  if (encoding === "br") return brotliDecompressSync(answer.rawPayload);
  if (encoding === "gzip") return gunzipSync(answer.rawPayload);
  if (encoding === "deflate") return inflateSync(answer.rawPayload);
  return answer.rawPayload;
}

/** The document's entry for a status: itself, its range (`4XX`) or `default`. */
function responseFor(operation: Operation, status: number): Response | undefined {
  const responses = operation.responses ?? {};
  return responses[String(status)] ?? responses[`${String(status).charAt(0)}XX`] ?? responses.default;
}

/** `{type: "object"}` and no more: says nothing a client could be typed with. */
export function isBare(schema: JsonSchema): boolean {
  const described = ["properties", "items", "anyOf", "oneOf", "allOf", "enum"].some((k) => k in schema);
  return !described && (schema.type === "object" || schema.type === undefined) && typeof schema.additionalProperties !== "object";
}

/**
 * The operations of a document with a success answer it gives no schema for (a JSON body
 * without one, or a bare `{type: "object"}`); 202 and 204 answer no body here.
 */
export function undescribedOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([template, operations]) =>
    Object.entries(operations)
      .filter(([, op]) =>
        Object.entries(op.responses ?? {}).some(([status, response]) => {
          if (!/^2/.test(status) || status === "202" || status === "204") return false;
          const media = Object.values(response.content ?? {});
          return media.length === 0 || media.some((m) => !m.schema || isBare(m.schema));
        }),
      )
      .map(([method]) => `${method.toUpperCase()} ${template}`),
  );
}

export interface AnswerChecker {
  /** The operation an answer belongs to (`GET /api/v2/open/locations/{id}`), or undefined when it is not checked. */
  operationOf(method: string, url: string): string | undefined;
  check(answer: Answer): Violation[];
}

export function createAnswerChecker(document: OpenApiDocument): AnswerChecker {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  const validators = new Map<JsonSchema, ValidateFunction>();
  const validatorOf = (schema: JsonSchema) => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile(toDraft07(schema) as JsonSchema);
      validators.set(schema, validate);
    }
    return validate;
  };
  const routes: Route[] = Object.entries(document.paths).map(([template, operations]) => ({
    template,
    pattern: templatePattern(template),
    operations,
  }));

  const find = (method: string, url: string) => {
    const path = url.split("?")[0] ?? url;
    if (path.startsWith("/api/docs")) return undefined;
    const key = method.toUpperCase() === "HEAD" ? "get" : method.toLowerCase();
    // A literal path wins over a template that also matches it (`/locations/csv` before `/{id}`).
    const matching = routes.filter((r) => r.pattern.test(path) && r.operations[key]);
    const route = matching.find((r) => !r.template.includes("{")) ?? matching[0];
    const operation = route?.operations[key];
    return route && operation ? { name: `${key.toUpperCase()} ${route.template}`, operation } : undefined;
  };

  return {
    operationOf: (method, url) => find(method, url)?.name,
    check(answer) {
      const found = find(answer.method, answer.url);
      if (!found) return [];
      const { name: operation } = found;
      const violation = (kind: Violation["kind"], message: string): Violation[] => [{ operation, kind, message }];
      const response = responseFor(found.operation, answer.statusCode);
      if (!response) return violation("status", `${answer.statusCode} is not listed (${Object.keys(found.operation.responses ?? {}).join(", ")})`);
      if (answer.method.toUpperCase() === "HEAD" || answer.statusCode === 304) return [];
      const body = decoded(answer);
      if (body.length === 0) {
        // An empty answer where the document promises a body (a JSON object, a file) misleads a client.
        const promised = Object.values(response.content ?? {}).some((m) => m.schema && m.schema.type !== "null" && !isBare(m.schema));
        return promised ? violation("body", `${answer.statusCode} is empty; the document gives it a body`) : [];
      }
      const type = String(answer.headers["content-type"] ?? "")
        .split(";")[0]
        ?.trim()
        .toLowerCase();
      const content = response.content ?? {};
      if (Object.keys(content).length === 0) {
        return answer.statusCode < 400
          ? violation("undescribed", `${answer.statusCode} ${type} has no schema`)
          : violation("body", `${answer.statusCode} has no content`);
      }
      const media = content[type ?? ""] ?? content["*/*"];
      if (!media) return violation("content-type", `${answer.statusCode} ${type} is not one of ${Object.keys(content).join(", ")}`);
      if (!media.schema || (answer.statusCode < 400 && isBare(media.schema))) {
        return answer.statusCode < 400 ? violation("undescribed", `${answer.statusCode} ${type} has no schema`) : [];
      }
      const text = body.toString("utf8");
      let value: unknown = text;
      if (type === "application/json" || type?.endsWith("+json")) {
        try {
          value = JSON.parse(text);
        } catch {
          return violation("body", `${answer.statusCode} body is not JSON: ${text.slice(0, 80)}`);
        }
      }
      const validate = validatorOf(media.schema);
      if (validate(value)) return [];
      const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`);
      return violation("body", `${answer.statusCode} ${type}: ${errors.join("; ")}`);
    },
  };
}
