import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/src/app.js";
import { ApiError } from "../../../server/src/http/api-error.js";
import { ADMIN_TOKEN, describeEachDialect, type TestServer } from "../../helpers/test-server.js";

const OPEN_WRITE = "/api/v3/open/rwg-track-conversion";
const ADMIN_PUT = "/api/v2/admin/vendors/error-test";
const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** Rows of the tables the two write calls touch, to prove a refused call changed nothing. */
async function rowCounts(server: TestServer) {
  const { db } = server.store;
  const count = async (table: "conversion_tracking" | "vendors" | "services" | "locations") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return [await count("conversion_tracking"), await count("vendors"), await count("services"), await count("locations")];
}

interface Case {
  name: string;
  payload: string;
  contentType?: string;
  status: number;
  code: string;
}

const CASES: Case[] = [
  { name: "malformed JSON", payload: '{"rwg_token": ', contentType: "application/json", status: 400, code: "invalid_json" },
  { name: "an empty JSON body", payload: "", contentType: "application/json", status: 400, code: "invalid_json" },
  { name: "a prototype-poisoning body", payload: '{"__proto__": {"admin": true}}', contentType: "application/json", status: 400, code: "invalid_json" },
  { name: "a text/plain body", payload: '{"rwg_token":"x"}', contentType: "text/plain", status: 415, code: "unsupported_media_type" },
  { name: "a form body", payload: "rwg_token=x", contentType: "application/x-www-form-urlencoded", status: 415, code: "unsupported_media_type" },
  { name: "a body without content type", payload: '{"rwg_token":"x"}', status: 415, code: "unsupported_media_type" },
  {
    name: "a body over BODY_LIMIT",
    payload: JSON.stringify({ rwg_token: "x".repeat(70_000) }),
    contentType: "application/json",
    status: 413,
    code: "body_too_large",
  },
  { name: "wrong types", payload: JSON.stringify({ rwg_token: 12, name: ["x"] }), contentType: "application/json", status: 422, code: "validation_failed" },
];

describeEachDialect("error answers", (server) => {
  describe.each([
    ["an open write", "POST", OPEN_WRITE],
    ["the admin PUT", "PUT", ADMIN_PUT],
  ] as const)("on %s", (_name, method, url) => {
    it.each(CASES)("answers $name with $status $code as JSON, changing nothing", async ({ payload: casePayload, contentType, status, code }) => {
      // The admin API takes bodies up to ADMIN_BODY_LIMIT (a vendor document is large): over that is its 413.
      const payload = url === ADMIN_PUT && code === "body_too_large" ? JSON.stringify({ name: "x".repeat(server().config.adminBodyLimit) }) : casePayload;
      const before = await rowCounts(server());
      const headers: Record<string, string> = url === ADMIN_PUT ? { ...ADMIN } : {};
      if (contentType) headers["content-type"] = contentType;
      const res = await server().call({ method, url, payload, headers, vendor: url === ADMIN_PUT ? null : "demo", csrf: url === OPEN_WRITE });
      expect(res.statusCode).toBe(status);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ code, message: expect.any(String) });
      expect(await rowCounts(server())).toEqual(before);
    });
  });

  it("answers an unknown route with a JSON 404", async () => {
    const res = await server().call({ method: "DELETE", url: "/api/v2/open/nothing-here?x=1", vendor: null });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "not_found", message: "No route for DELETE /api/v2/open/nothing-here" });
  });

  describe("thrown errors", () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      const { config, store } = server();
      app = await buildApp({ config, store, logger: false });
      app.get("/test/api-error", async () => {
        throw new ApiError(409, "conflict", "Already there");
      });
      app.get("/test/crash", async () => {
        throw new Error("connection string postgres://user:secret@db leaked");
      });
      app.get("/test/client-error", async () => {
        throw Object.assign(new Error("Too many of them"), { statusCode: 429 });
      });
      app.get("/test/store-down", async () => {
        throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      });
      app.get("/test/store-full", async () => {
        throw Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
      });
      await app.ready();
    });
    afterAll(async () => app.close());

    it("keeps an ApiError's status, code and message", async () => {
      const res = await app.inject({ method: "GET", url: "/test/api-error" });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: "conflict", message: "Already there" });
    });

    it("hides the message of an unexpected error behind a 500 internal_error", async () => {
      const res = await app.inject({ method: "GET", url: "/test/crash" });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: "internal_error", message: "Something went wrong on our side" });
      expect(res.body).not.toContain("secret");
    });

    it("gives other 4xx errors a stable code", async () => {
      const res = await app.inject({ method: "GET", url: "/test/client-error" });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ code: "rate_limited", message: "Too many of them" });
    });

    it("answers a store that cannot be reached with 503 service_unavailable and Retry-After, hiding the error", async () => {
      const res = await app.inject({ method: "GET", url: "/test/store-down" });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.json()).toEqual({ code: "service_unavailable", message: expect.any(String) });
      expect(res.body).not.toContain("5432");
    });

    it("answers a full store with 507 storage_full and Retry-After", async () => {
      const res = await app.inject({ method: "GET", url: "/test/store-full" });
      expect(res.statusCode).toBe(507);
      expect(res.headers["retry-after"]).toBe("60");
      expect(res.json()).toEqual({ code: "storage_full", message: expect.any(String) });
    });
  });
});

describeEachDialect("odd URLs", (server) => {
  it("answers an over-long id with our 422 and a malformed URL with our 400", async () => {
    const long = await server().call({ method: "GET", url: `/api/v2/open/locations/${"9".repeat(300)}` });
    expect(long.statusCode).toBe(422);
    expect(long.json().code).toBe("validation_failed");
    const bad = await server().call({ method: "GET", url: "/api/v2/open/locations/%E0%A4%A" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("bad_request");
  });
});
