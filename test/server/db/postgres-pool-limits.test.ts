/**
 * The PostgreSQL pool's bounds (DATABASE_POOL_MAX, DATABASE_CONNECT_TIMEOUT_MS,
 * DATABASE_STATEMENT_TIMEOUT_MS): a request that finds every connection busy, or whose statement
 * runs too long, answers 503 quickly instead of waiting without end.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestServer, type TestServer } from "../../helpers/test-server.js";

const hasPostgres = (inject("dialects") as string[]).includes("postgres");

describe.skipIf(!hasPostgres)("PostgreSQL pool limits", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer("postgres", {
      env: { DATABASE_POOL_MAX: "1", DATABASE_CONNECT_TIMEOUT_MS: "300", DATABASE_STATEMENT_TIMEOUT_MS: "500" },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("reads the limits from the environment", () => {
    expect(server.config.database).toMatchObject({ pool: { max: 1, connectTimeoutMs: 300, statementTimeoutMs: 500 } });
  });

  it("answers 503 after the connect timeout while the only connection is busy", async () => {
    // A transaction holds the pool's one connection for most of a second, running nothing.
    const busy = server.store.db.transaction().execute(() => new Promise((resolve) => setTimeout(resolve, 800)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const res = await server.call({ method: "GET", url: "/api/v2/open/locations" });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json()).toMatchObject({ code: "service_unavailable" });
    await busy;
    expect((await server.call({ method: "GET", url: "/api/v2/open/locations" })).statusCode).toBe(200);
  });

  it("cancels a statement that runs past the statement timeout", async () => {
    const failure = await sql`select pg_sleep(2)`.execute(server.store.db).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: "57014" });
  });
});
