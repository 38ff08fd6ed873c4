/**
 * The stop sequence in one process, where its steps can be watched: readiness turns at the
 * signal while requests are still served; a second signal skips the rest of the drain; the
 * listener closes and the stop ends with status 0. (Real processes under load:
 * graceful-stop.test.ts.)
 */
import { expect, it } from "vitest";
import { createGracefulStop } from "../../../server/src/lifecycle/graceful-stop.js";
import { describeEachDialect } from "../../helpers/test-server.js";

describeEachDialect("the graceful stop", (server) => {
  it("drains behind a 503 readiness until a second signal, then closes and exits 0", async () => {
    const { app, store } = server();
    await app.listen({ port: 0, host: "127.0.0.1" });
    const exits: number[] = [];
    const stop = createGracefulStop({ app, store, shutdown: { drainMs: 600_000, timeoutMs: 900_000 }, exit: (code) => exits.push(code) });

    const stopped = stop("SIGTERM");
    const readiness = await app.inject({ method: "GET", url: "/readyz" });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ code: "shutting_down" });
    const served = await app.inject({ method: "GET", url: "/api/v2/open/locations", headers: { "x-vendor": "demo" } });
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe("close");
    expect(exits).toEqual([]);

    void stop("SIGINT");
    await stopped;
    expect(exits).toEqual([0]);
    expect(app.server.listening).toBe(false);
  });
});
