import { describe, expect, it } from "vitest";
import { createTestServer, describeEachDialect } from "../../helpers/test-server.js";

describeEachDialect("GET /healthz", (server, dialect) => {
  it("answers ok with the dialect in use", async () => {
    const res = await server().call({ method: "GET", url: "/healthz", vendor: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: dialect });
  });

  it("answers unknown routes with a JSON 404", async () => {
    const res = await server().call({ method: "GET", url: "/nope", vendor: null });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "not_found" });
  });
});

describe("GET /healthz without a database", () => {
  it("answers 503 service_unavailable with Retry-After", async () => {
    const server = await createTestServer("sqlite");
    try {
      await server.store.close();
      const res = await server.call({ method: "GET", url: "/healthz", vendor: null });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.json()).toEqual({ code: "service_unavailable", message: "Database unavailable" });
    } finally {
      await server.app.close();
    }
  });
});
