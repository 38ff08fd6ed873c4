/**
 * `GET /readyz`: 200 while the database answers, every migration has run and the instance is
 * not stopping; 503 with `Retry-After` in the documented shape otherwise. A load balancer reads
 * only the status; operators read the code.
 */
import { describe, expect, inject, it } from "vitest";
import { createTestServer, type Dialect } from "../../helpers/test-server.js";

for (const dialect of ["sqlite", "postgres"] as Dialect[]) {
  describe.runIf((inject("dialects") as string[]).includes(dialect))(`GET /readyz [${dialect}]`, () => {
    it("answers ready, then 503 shutting_down from the first moment of a stop while /healthz stays ok", async () => {
      const server = await createTestServer(dialect, { seed: false });
      try {
        const ready = await server.call({ method: "GET", url: "/readyz", vendor: null });
        expect(ready.statusCode).toBe(200);
        expect(ready.json()).toEqual({ status: "ready" });

        server.app.lifecycle.enter("draining");
        const draining = await server.call({ method: "GET", url: "/readyz", vendor: null });
        expect(draining.statusCode).toBe(503);
        expect(draining.headers["retry-after"]).toBe("5");
        expect(draining.json()).toEqual({ code: "shutting_down", message: expect.any(String) });
        // Still alive, and still serving (each answer tells the client to open a new connection).
        const health = await server.call({ method: "GET", url: "/healthz", vendor: null });
        expect(health.statusCode).toBe(200);
        expect(health.headers.connection).toBe("close");
      } finally {
        await server.close();
      }
    });

    it("answers 503 service_unavailable while a migration this build knows has not run", async () => {
      const server = await createTestServer(dialect, { seed: false });
      try {
        await server.store.db
          .deleteFrom("kysely_migration" as never)
          .where("name" as never, "=", "0009-vendor-documents" as never)
          .execute();
        const res = await server.call({ method: "GET", url: "/readyz", vendor: null });
        expect(res.statusCode).toBe(503);
        expect(res.headers["retry-after"]).toBe("5");
        expect(res.json()).toEqual({ code: "service_unavailable", message: "Database migrations not run yet: 0009-vendor-documents" });
      } finally {
        await server.close();
      }
    });

    it("answers 503 service_unavailable when the database does not answer", async () => {
      const server = await createTestServer(dialect, { seed: false });
      try {
        await server.store.close();
        const res = await server.call({ method: "GET", url: "/readyz", vendor: null });
        expect(res.statusCode).toBe(503);
        expect(res.headers["retry-after"]).toBe("5");
        expect(res.json()).toEqual({ code: "service_unavailable", message: "Database unavailable" });
      } finally {
        await server.app.close();
      }
    });
  });
}
