/**
 * Security headers (issue 14, item 9): every response gets helmet's, the API documentation a
 * policy Swagger UI works under and no framing, its old index URL one redirect (never a loop),
 * and the pages meant to be framed keep their own documented policy.
 */
import { expect, it } from "vitest";
import { describeEachDialect } from "../../helpers/test-server.js";

describeEachDialect("security headers", (server) => {
  it("puts nosniff, no framing and a deny-all policy on API answers, errors included", async () => {
    for (const url of ["/healthz", "/api/v2/open/locations", "/api/v2/open/queue-appointments/1?code=WRONGCOD", "/api/v2/nowhere"]) {
      const res = await server().call({ method: "GET", url });
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["x-frame-options"], url).toBe("DENY");
      expect(res.headers["content-security-policy"], url).toContain("default-src 'none'");
      expect(res.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      // Vendor pages on other origins use the API and the element's files.
      expect(res.headers["cross-origin-resource-policy"], url).toBe("cross-origin");
    }
  });

  it("serves /api/docs with a policy Swagger UI works under, unframeable", async () => {
    for (const url of ["/api/docs/", "/api/docs/static/swagger-ui-bundle.js", "/api/docs/json"]) {
      const res = await server().call({ method: "GET", url, vendor: null });
      expect(res.statusCode, url).toBe(200);
      const policy = String(res.headers["content-security-policy"]);
      expect(policy, url).toContain("script-src 'self'");
      expect(policy, url).toContain("style-src 'self' 'unsafe-inline'");
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).not.toContain("unsafe-eval");
      expect(res.headers["x-frame-options"], url).toBe("DENY");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
    }
    const page = await server().call({ method: "GET", url: "/api/docs/", vendor: null });
    // Every script of the page is a file of this origin: nothing inline the policy would block.
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });

  it("answers the old index URL with one redirect to the documentation, whatever its query", async () => {
    for (const url of ["/api/docs/static/index.html", "/api/docs/static/index.html?url=https://evil.example/spec.json"]) {
      const res = await server().call({ method: "GET", url, vendor: null });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe("/api/docs/");
      const next = await server().call({ method: "GET", url: String(res.headers.location), vendor: null });
      expect(next.statusCode).toBe(200);
    }
  });

  it("keeps the hosted pages' own policy: framable anywhere (mode=embed), nonce'd, no X-Frame-Options", async () => {
    for (const url of ["/callback-service?vendor=demo", "/callback-service?vendor=demo&mode=embed", "/demo-host/", "/no-such-page"]) {
      const res = await server().call({ method: "GET", url, vendor: null, headers: { accept: "text/html" } });
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      const policy = String(res.headers["content-security-policy"]);
      expect(policy, url).toContain("frame-ancestors *");
      expect(policy, url).toMatch(/script-src 'self' 'nonce-[^']+'/);
      expect(res.headers["x-frame-options"], url).toBeUndefined();
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    }
  });

  it("sends the old staff console's address to the desk, which no site may frame", async () => {
    const res = await server().call({ method: "GET", url: "/staff", vendor: null });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/office/desk");
    const desk = await server().call({ method: "GET", url: "/office/desk", vendor: null });
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(desk.headers["x-frame-options"]).toBe("DENY");
    expect(String(desk.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
  });
});
