/**
 * The answer check (test/helpers/openapi-answer-check.ts) that every test server runs against
 * its own OpenAPI document: it finds the operation by path template, refuses an unlisted status,
 * a body its schema refuses and a content type the document does not give; it sees answers given
 * on a real port (compressed as sent) as well as through `inject`; and its allow-list of
 * operations with undescribed success bodies is exactly what the document still lacks.
 */
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, createAnswerChecker, type OpenApiDocument, undescribedOperations } from "../../helpers/openapi-answer-check.js";
import { watchRealPort } from "../../helpers/openapi-answer-watch.js";
import { UNDESCRIBED_ANSWERS } from "../../helpers/openapi-undescribed-answers.js";
import { createTestServer, type TestServer } from "../../helpers/test-server.js";

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const JSON_TYPE = { "content-type": "application/json; charset=utf-8" };
const DOCUMENT: OpenApiDocument = {
  paths: {
    "/api/things/{id}": {
      get: {
        responses: {
          200: {
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["id", "size"],
                  properties: {
                    id: { type: "integer" },
                    size: { type: "number", minimum: 0, exclusiveMinimum: true },
                    note: { type: "string", nullable: true },
                  },
                },
              },
            },
          },
          404: { content: { "application/json": { schema: { type: "object", required: ["code"], properties: { code: { type: "string" } } } } } },
        },
      },
    },
    "/api/things/{id}/calendar.ics": { get: { responses: { 200: { content: { "text/calendar": { schema: { type: "string" } } } } } } },
    "/api/things/new": { post: { responses: { 201: { content: { "application/json": { schema: { type: "object" } } } } } } },
  },
};

describe("the answer check", () => {
  const checker = createAnswerChecker(DOCUMENT);
  const answer = (url: string, statusCode: number, body: Buffer, headers: Record<string, string> = JSON_TYPE, method = "GET") => ({
    method,
    url,
    statusCode,
    headers,
    rawPayload: body,
  });

  it("finds an answer's operation by its path template, and leaves out paths the document does not hold", () => {
    expect(checker.operationOf("GET", "/api/things/12?x=1")).toBe("GET /api/things/{id}");
    expect(checker.operationOf("HEAD", "/api/things/12")).toBe("GET /api/things/{id}");
    expect(checker.operationOf("GET", "/api/things/12/calendar.ics")).toBe("GET /api/things/{id}/calendar.ics");
    for (const [method, url] of [
      ["GET", "/api/things/12/more"],
      ["DELETE", "/api/things/12"],
      ["GET", "/live"],
      ["GET", "/api/docs/json"],
    ] as const) {
      expect(checker.operationOf(method, url), url).toBeUndefined();
    }
  });

  it("passes listed statuses with valid bodies, OpenAPI's nullable and boolean exclusiveMinimum included", () => {
    expect(checker.check(answer("/api/things/1", 200, json({ id: 1, size: 0.5, note: null })))).toEqual([]);
    expect(checker.check(answer("/api/things/1", 404, json({ code: "thing_not_found" })))).toEqual([]);
    expect(checker.check(answer("/api/things/1/calendar.ics", 200, Buffer.from("BEGIN:VCALENDAR"), { "content-type": "text/calendar" }))).toEqual([]);
  });

  it("refuses an unlisted status, a body its schema refuses, an empty body where one is promised, another content type and an undescribed success body", () => {
    const kinds = (a: ReturnType<typeof answer>) => checker.check(a).map((v) => v.kind);
    expect(kinds(answer("/api/things/1", 409, json({ code: "conflict" })))).toEqual(["status"]);
    expect(kinds(answer("/api/things/1", 200, json({ id: "1", size: 0 })))).toEqual(["body"]);
    expect(kinds(answer("/api/things/1/calendar.ics", 200, json({ id: 1 })))).toEqual(["content-type"]);
    expect(kinds(answer("/api/things/new", 201, json({ id: 1 }), JSON_TYPE, "POST"))).toEqual(["undescribed"]);
    expect(kinds(answer("/api/things/1", 200, Buffer.alloc(0)))).toEqual(["body"]);
    expect(kinds(answer("/api/things/1", 200, Buffer.alloc(0), JSON_TYPE, "HEAD"))).toEqual([]);
  });

  it("sees an answer on a real port whole, compressed and written in pieces, and checks it", async () => {
    const http = createServer((req, res) => {
      const wrong = req.url === "/api/things/2";
      res.writeHead(200, { ...JSON_TYPE, "content-encoding": "gzip" });
      const body = gzipSync(json(wrong ? { id: 2, size: -1 } : { id: 1, size: 2 }));
      res.write(body.subarray(0, 5));
      res.end(body.subarray(5));
    });
    const seen: Answer[] = [];
    watchRealPort(http, (a) => seen.push(a));
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    const { port } = http.address() as { port: number };
    try {
      for (const id of [1, 2]) expect((await fetch(`http://127.0.0.1:${port}/api/things/${id}`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
    expect(seen.map((a) => checker.check(a).map((v) => v.kind))).toEqual([[], ["body"]]);
  });
});

describe("the server's document", () => {
  let server: TestServer;
  let document: OpenApiDocument;
  beforeAll(async () => {
    server = await createTestServer("sqlite");
    document = (await server.app.inject({ method: "GET", url: "/api/docs/json" })).json() as OpenApiDocument;
  });
  afterAll(() => server?.close());

  it("lists in the allow-list exactly the operations whose success body it does not describe", () => {
    expect([...UNDESCRIBED_ANSWERS].sort()).toEqual(undescribedOperations(document).sort());
  });

  it("describes the open API's join, read, booking and calendar, and its error answers' Retry-After", () => {
    const described = new Set(undescribedOperations(document));
    for (const operation of [
      "POST /api/v2/open/queue-appointments",
      "GET /api/v2/open/queue-appointments/{id}",
      "POST /api/v3/open/appointments",
      "GET /api/v3/open/appointments/{id}",
    ]) {
      expect(described.has(operation), operation).toBe(false);
    }
    const paths = document.paths as Record<string, Record<string, { responses: Record<string, { content?: object; headers?: object }> }>>;
    expect(Object.keys(paths["/api/v3/open/appointments/{id}/calendar.ics"]?.get?.responses["200"]?.content ?? {})).toEqual(["text/calendar"]);
    expect(paths["/api/v2/open/locations"]?.get?.responses["429"]?.headers).toHaveProperty("Retry-After");
    expect(paths["/api/v2/open/locations"]?.get?.responses["503"]?.headers).toHaveProperty("Retry-After");
  });

  it("checks the test server's own answers: a documented answer passes, and the watch has seen no violation", async () => {
    const res = await server.call({ method: "GET", url: "/api/v2/open/locations" });
    expect(res.statusCode).toBe(200);
    const refused = await server.call({ method: "GET", url: "/api/v2/open/queue-appointments/1?code=nope" });
    expect(refused.statusCode).toBe(404);
  });

  it("watches the answers the test server gives on a real port (the browser tests' traffic)", async () => {
    const base = await server.app.listen({ port: 0, host: "127.0.0.1" });
    const before = server.answerWatch?.realPortAnswers ?? 0;
    const res = await fetch(`${base}/api/v2/open/locations`, { headers: { "x-vendor": "demo", "accept-encoding": "br" } });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    await expect.poll(() => server.answerWatch?.realPortAnswers).toBe(before + 1);
  });
});
