import { writeFileSync } from "node:fs";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../helpers/test-server.js";

describeEachDialect("probe", (server) => {
  it("probe", async () => {
    const s = server();
    const doc = await s.call({ method: "GET", url: "/api/docs/json", vendor: null });
    writeFileSync("/tmp/openapi.json", doc.body);
    const out: unknown[] = [];
    const log = (name: string, r: { statusCode: number; headers: unknown; body: string }) => out.push({ name, status: r.statusCode, headers: r.headers, body: r.body.slice(0, 300) });
    log("preflight allowed", await s.app.inject({ method: "OPTIONS", url: "/api/v2/open/csrf", headers: { origin: "http://localhost:3000", "access-control-request-method": "POST", "access-control-request-headers": "x-vendor,x-csrf-token,content-type" } }));
    log("preflight allowed put", await s.app.inject({ method: "OPTIONS", url: "/api/v3/open/rwg-track-conversion", headers: { origin: "http://localhost:3000", "access-control-request-method": "PUT" } }));
    log("preflight disallowed", await s.app.inject({ method: "OPTIONS", url: "/api/v2/open/csrf", headers: { origin: "http://evil.test", "access-control-request-method": "POST" } }));
    log("options no acrm", await s.app.inject({ method: "OPTIONS", url: "/api/v2/open/csrf", headers: { origin: "http://localhost:3000" } }));
    log("proto", await s.call({ method: "POST", url: "/api/v3/open/rwg-track-conversion", payload: '{"__proto__":{"a":1}}', headers: { "content-type": "application/json" } }));
    log("badjson", await s.call({ method: "POST", url: "/api/v3/open/rwg-track-conversion", payload: '{"a":', headers: { "content-type": "application/json" } }));
    log("text", await s.call({ method: "POST", url: "/api/v3/open/rwg-track-conversion", payload: 'hello', headers: { "content-type": "text/plain" } }));
    log("big", await s.call({ method: "POST", url: "/api/v3/open/rwg-track-conversion", payload: JSON.stringify({ a: "x".repeat(70000) }), headers: { "content-type": "application/json" } }));
    log("nobody ct", await s.call({ method: "POST", url: "/api/v3/open/rwg-track-conversion", payload: "abc", headers: { "content-type": "" } }));
    log("empty json", await s.call({ method: "POST", url: "/api/v3/open/rwg-track-conversion", payload: "", headers: { "content-type": "application/json" } }));
    log("admin put bad", await s.app.inject({ method: "PUT", url: "/api/v2/admin/vendors/BAD SLUG", payload: { name: "" }, headers: { authorization: "Bearer test-admin-token-0123456789" } }));
    log("admin 404", await s.app.inject({ method: "GET", url: "/api/v2/admin/nope" }));
    log("docs", await s.app.inject({ method: "GET", url: "/api/docs" }));
    log("docs/", await s.app.inject({ method: "GET", url: "/api/docs/" }));
    writeFileSync("/tmp/probe.json", JSON.stringify(out, null, 1));
    expect(1).toBe(1);
  });
});
