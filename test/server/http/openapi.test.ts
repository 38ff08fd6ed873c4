import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { docSchema } from "../../../server/src/http/openapi.js";
import { createAnswerChecker } from "../../helpers/openapi-answer-check.js";
import { describeEachDialect } from "../../helpers/test-server.js";

/** Every keyword an OpenAPI 3.0 Schema Object may hold (draft-07 has more; 3.0 refuses them). */
const SCHEMA_KEYWORDS = new Set([
  "title",
  "multipleOf",
  "maximum",
  "exclusiveMaximum",
  "minimum",
  "exclusiveMinimum",
  "maxLength",
  "minLength",
  "pattern",
  "maxItems",
  "minItems",
  "uniqueItems",
  "maxProperties",
  "minProperties",
  "required",
  "enum",
  "type",
  "allOf",
  "oneOf",
  "anyOf",
  "not",
  "items",
  "properties",
  "additionalProperties",
  "description",
  "format",
  "default",
  "nullable",
  "discriminator",
  "readOnly",
  "writeOnly",
  "xml",
  "externalDocs",
  "example",
  "deprecated",
]);
const TYPES = new Set(["string", "number", "integer", "boolean", "array", "object"]);

/** Problems of one schema (and its sub-schemas) against the OpenAPI 3.0 rules, with their paths. */
function schemaProblems(schema: unknown, path: string): string[] {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return [`${path}: not a schema object`];
  const node = schema as Record<string, unknown>;
  const problems: string[] = [];
  for (const [keyword, value] of Object.entries(node)) {
    if (!SCHEMA_KEYWORDS.has(keyword) && !keyword.startsWith("x-")) problems.push(`${path}: keyword ${keyword}`);
    if (keyword === "type" && !TYPES.has(value as string)) problems.push(`${path}: type ${JSON.stringify(value)}`);
    if (keyword === "required" && (!Array.isArray(value) || value.length === 0)) problems.push(`${path}: empty required`);
    if ((keyword === "exclusiveMinimum" || keyword === "exclusiveMaximum") && typeof value !== "boolean") {
      problems.push(`${path}: numeric ${keyword}`);
    }
  }
  const sub = (value: unknown, at: string) => problems.push(...schemaProblems(value, at));
  if (node.items !== undefined) sub(node.items, `${path}.items`);
  if (typeof node.additionalProperties === "object") sub(node.additionalProperties, `${path}.additionalProperties`);
  if (typeof node.not === "object") sub(node.not, `${path}.not`);
  for (const combinator of ["allOf", "oneOf", "anyOf"] as const) {
    (node[combinator] as unknown[] | undefined)?.forEach((s, i) => sub(s, `${path}.${combinator}.${i}`));
  }
  for (const [name, s] of Object.entries((node.properties as Record<string, unknown> | undefined) ?? {})) {
    sub(s, `${path}.properties.${name}`);
  }
  return problems;
}

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema: unknown }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
}

/** Every schema an operation holds: parameters, request body and responses. */
function operationSchemas(op: Operation): [string, unknown][] {
  return [
    ...(op.parameters ?? []).map((p): [string, unknown] => [`parameter ${p.name}`, p.schema]),
    ...Object.entries(op.requestBody?.content ?? {}).map(([type, c]): [string, unknown] => [`body ${type}`, c.schema]),
    ...Object.entries(op.responses).flatMap(([status, r]) =>
      Object.entries(r.content ?? {}).map(([type, c]): [string, unknown] => [`response ${status} ${type}`, c.schema]),
    ),
  ];
}

describeEachDialect("OpenAPI document", (server) => {
  const load = async () => {
    const res = await server().call({ method: "GET", url: "/api/docs/json", vendor: null });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    return res.json() as OpenApiDocument;
  };

  it("is an OpenAPI 3.0 document whose every schema uses only OpenAPI 3.0 keywords", async () => {
    const doc = await load();
    expect(doc.openapi).toMatch(/^3\.0\.\d+$/);
    expect(doc.info).toMatchObject({ title: "queue-booking API", version: expect.any(String) });
    // Every call may meet an outage of the database.
    expect(doc.info.description).toMatch(/503 `service_unavailable`.*507 `storage_full`.*Retry-After/);
    expect(doc.components.securitySchemes.bearer).toEqual({ type: "http", scheme: "bearer" });
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        expect(op.responses, `${method} ${path}`).toBeTypeOf("object");
        for (const [where, schema] of operationSchemas(op)) problems.push(...schemaProblems(schema, `${method} ${path} ${where}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it("documents the admin PUT with its bearer security, path slug, document body and answers", async () => {
    const put = (await load()).paths["/api/v2/admin/vendors/{slug}"]?.put;
    expect(put).toBeDefined();
    expect(put?.tags).toEqual(["admin"]);
    expect(put?.security).toEqual([{ bearer: [] }]);
    expect(put?.parameters).toEqual([
      expect.objectContaining({ name: "slug", in: "path", required: true }),
      expect.objectContaining({ name: "if-match", in: "header", required: false }),
      expect.objectContaining({ name: "if-none-match", in: "header", required: false }),
    ]);
    const body = put?.requestBody?.content["application/json"]?.schema as {
      type: string;
      required: string[];
      properties: Record<string, { type?: string; items?: { properties?: Record<string, unknown> } }>;
    };
    expect(body.type).toBe("object");
    expect(body.required).toEqual(expect.arrayContaining(["name", "services", "locations"]));
    expect(body.properties.locations?.items?.properties).toHaveProperty("timezone");
    expect(body.properties.page_settings?.type).toBe("object");
    expect(Object.keys(put?.responses ?? {})).toEqual(expect.arrayContaining(["200", "201", "401", "422"]));
    const invalid = put?.responses["422"]?.content?.["application/json"]?.schema as { properties: Record<string, unknown> };
    expect(Object.keys(invalid.properties)).toEqual(["code", "message", "errors"]);
  });

  it("documents the vendor document: GET with its ETag, PUT with If-Match and what it changed", async () => {
    const ops = (await load()).paths["/api/v2/admin/vendors/{slug}/document"];
    for (const method of ["get", "put"] as const) {
      expect(ops?.[method]?.tags, method).toEqual(["admin"]);
      expect(ops?.[method]?.security, method).toEqual([{ bearer: [] }]);
    }
    const get = ops?.get;
    expect(get?.responses["200"]).toMatchObject({ headers: { ETag: { schema: { type: "string" } } } });
    const document = get?.responses["200"]?.content?.["application/json"]?.schema as { properties: Record<string, unknown> };
    expect(Object.keys(document.properties)).toEqual(expect.arrayContaining(["name", "locations", "staff", "google_recaptcha_secret"]));
    expect(Object.keys(get?.responses ?? {})).toEqual(expect.arrayContaining(["200", "304", "401", "404"]));
    expect(get?.parameters?.map((p) => p.name)).toEqual(["slug", "if-none-match"]);
    expect(ops?.put?.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(["path slug", "header if-match", "header if-none-match"]);
    expect(Object.keys(ops?.put?.responses ?? {})).toEqual(expect.arrayContaining(["200", "201", "412", "422"]));
    expect(ops?.put?.responses["200"]).toMatchObject({ headers: { ETag: expect.any(Object) } });
    expect(ops?.put?.responses["200"]?.description).toMatch(/meta\.changes/);
  });

  it("documents the vendor document's PATCH: a merge patch with If-Match, 412 and 428", async () => {
    const patch = (await load()).paths["/api/v2/admin/vendors/{slug}/document"]?.patch;
    expect(patch?.tags).toEqual(["admin"]);
    expect(patch?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(patch?.requestBody?.content ?? {})).toEqual(["application/merge-patch+json", "application/json"]);
    expect(patch?.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(["path slug", "header if-match", "header if-none-match"]);
    expect(Object.keys(patch?.responses ?? {})).toEqual(expect.arrayContaining(["200", "412", "422", "428"]));
    expect(patch?.responses["412"]?.description).toMatch(/precondition_failed/);
    expect(patch?.responses["428"]?.description).toMatch(/precondition_required/);
    expect(patch?.responses["200"]).toMatchObject({ headers: { ETag: expect.any(Object) } });
  });

  it("documents the admin GET and the open CSRF call", async () => {
    const { paths } = await load();
    expect(paths["/api/v2/admin/vendors/{slug}"]?.get?.security).toEqual([{ bearer: [] }]);
    expect(paths["/api/v2/open/csrf"]?.get?.tags).toEqual(["open"]);
    expect(paths["/healthz"]).toBeUndefined();
  });

  it("documents the booking calls with their queries and bodies", async () => {
    const { paths } = await load();
    for (const path of ["services", "locations", "staff", "timeslots"]) {
      expect(paths[`/api/v3/open/booking/${path}`]?.get?.tags, path).toEqual(["open"]);
    }
    expect(paths["/api/v3/open/booking/timeslots"]?.get?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(["location_id", "service_id", "staff_id", "from", "days"]),
    );
    const book = paths["/api/v3/open/appointments"]?.post?.requestBody?.content["application/json"]?.schema as { properties: Record<string, unknown> };
    expect(book.properties).toHaveProperty("data");
    expect(paths["/api/v3/open/appointments/{id}"]?.patch).toBeDefined();
    expect(paths["/api/v3/open/appointments/{id}/calendar.ics"]?.get?.summary).toMatch(/calendar/);
  });

  it("serves the UI at /api/docs", async () => {
    const res = await server().call({ method: "GET", url: "/api/docs", vendor: null });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("swagger-ui");
  });
});

describe("docSchema", () => {
  it("turns draft-07 constructs into their OpenAPI 3.0 spelling", () => {
    const schema = docSchema(
      v.object({
        kind: v.literal("bike"),
        note: v.nullable(v.string()),
        tags: v.record(v.pipe(v.string(), v.regex(/^[a-z]+$/)), v.boolean()),
        size: v.pipe(v.number(), v.gtValue(0)),
        extra: v.optional(v.strictObject({})),
      }),
    );
    expect(schemaProblems(schema, "schema")).toEqual([]);
    expect(schema).toMatchObject({
      type: "object",
      required: ["kind", "note", "tags", "size"],
      properties: {
        kind: { enum: ["bike"] },
        note: { type: "string", nullable: true },
        tags: { type: "object", additionalProperties: { type: "boolean" } },
        size: { type: "number", minimum: 0, exclusiveMinimum: true },
      },
    });
    expect(schema).not.toHaveProperty("$schema");
    expect(JSON.stringify(schema)).not.toContain("propertyNames");
  });

  it("spells a union that may be null with a member that takes only null, never a typeless nullable", () => {
    const schema = docSchema(v.object({ either: v.nullable(v.union([v.string(), v.object({ a: v.number() })])) }));
    expect(schemaProblems(schema, "schema")).toEqual([]);
    const either = (schema.properties as Record<string, Record<string, unknown>>).either;
    expect(either).not.toHaveProperty("nullable");
    expect(either?.anyOf).toEqual([{ type: "string" }, expect.objectContaining({ type: "object" }), { type: "string", nullable: true, enum: [null] }]);
    const checker = createAnswerChecker({
      paths: { "/x": { get: { responses: { 200: { content: { "application/json": { schema } } } } } } },
    });
    const kinds = (value: unknown) =>
      checker.check({
        method: "GET",
        url: "/x",
        statusCode: 200,
        headers: { "content-type": "application/json" },
        rawPayload: Buffer.from(JSON.stringify({ either: value })),
      });
    expect([kinds(null), kinds("a"), kinds({ a: 1 })]).toEqual([[], [], []]);
    expect(kinds(3)).toHaveLength(1);
  });
});
