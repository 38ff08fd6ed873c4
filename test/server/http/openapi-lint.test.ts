/**
 * The OpenAPI document (issue 19, item 8) passes Redocly's recommended rules with no error and no
 * warning — the linter vendors and their developers run on it — names every operation once, and
 * declares what the open API really asks and answers: the join's 201, `Idempotency-Key`,
 * `X-CSRF-Token` on writes, the vendor as `X-Vendor` or `?vendor=`.
 * The document does not depend on the database, so one SQLite server serves it.
 */
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../helpers/test-server.js";

interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: Array<{ in: string; name: string }>;
  responses: Record<string, unknown>;
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

let server: TestServer;
let source: string;
beforeAll(async () => {
  server = await createTestServer("sqlite", { seed: false });
  const res = await server.call({ method: "GET", url: "/api/docs/json", vendor: null });
  expect(res.statusCode).toBe(200);
  source = res.body;
});
afterAll(() => server?.close());

const operations = () =>
  Object.entries((JSON.parse(source) as OpenApi).paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

it("has no problem under Redocly's recommended rules", async () => {
  const config = await createConfig({ extends: ["recommended"] });
  const problems = await lintFromString({ source, absoluteRef: "openapi.json", config });
  expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ""}`)).toEqual([]);
});

it("names every operation, each name once", () => {
  const ids = operations().map(({ op }) => op.operationId);
  expect(ids.every((id) => typeof id === "string" && /^[a-z]+[A-Za-z0-9]+$/.test(id))).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
});

it("documents the join's 201, its Idempotency-Key and CSRF token, and the vendor of every open call", () => {
  const join = operations().find((o) => o.path === "/api/v2/open/queue-appointments" && o.method === "post")?.op;
  expect(Object.keys(join?.responses ?? {})).toEqual(expect.arrayContaining(["201", "200", "422"]));
  const params = (op: Operation | undefined) => (op?.parameters ?? []).map((p) => `${p.in}:${p.name}`);
  expect(params(join)).toEqual(expect.arrayContaining(["header:Idempotency-Key", "header:X-Vendor"]));
  // The CSRF token is the write's security scheme: a header of that name.
  expect(join?.security).toEqual([{ csrf: [] }]);
  const schemes = (JSON.parse(source) as { components: { securitySchemes: Record<string, unknown> } }).components.securitySchemes;
  expect(schemes.csrf).toMatchObject({ type: "apiKey", in: "header", name: "X-CSRF-Token" });
  const locations = operations().find((o) => o.path === "/api/v2/open/locations" && o.method === "get")?.op;
  expect(params(locations)).toEqual(expect.arrayContaining(["query:vendor", "header:X-Vendor"]));
  expect(locations?.security).toEqual([]);
});
