import { Script } from "node:vm";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../../helpers/test-server.js";

const CSP = "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:";

describeEachDialect("GET /staff: the staff console", (server) => {
  const get = (url: string) => server().call({ method: "GET", url, vendor: null });

  it("serves the page with a strict CSP and nothing inline", async () => {
    const res = await get("/staff");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["content-security-policy"]).toBe(CSP);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const html = res.body;
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts).toHaveLength(1);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/staff\/console\.js"/);
      expect(body?.trim()).toBe("");
    }
    expect(html).not.toMatch(/<style\b/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('<link rel="stylesheet" href="/staff/console.css">');
  });

  it("labels every control and announces the line politely", async () => {
    const html = (await get("/staff")).body;
    const controls = [...html.matchAll(/<(?:input|select)\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(controls).toEqual(["token", "location"]);
    for (const id of controls) expect(html).toContain(`<label for="${id}">`);
    expect(html).toMatch(/<div id="line" aria-live="polite"/);
    expect(html).toMatch(/role="status"/);
    expect(html).toMatch(/<button type="button" id="call-next">Call next<\/button>/);
  });

  it("serves the script as JavaScript compiled from TypeScript, with no runtime imports", async () => {
    const res = await get("/staff/console.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    const js = res.body;
    expect(js).toContain("/api/v2/staff/me");
    expect(js).toContain("sessionStorage");
    expect(js).toContain("WaitTimeRecalculated");
    expect(js).not.toMatch(/^\s*import\s/m);
    // Type annotations left in would be a syntax error here.
    expect(() => new Script(js.replace(/^export \{\};?\s*$/m, ""))).not.toThrow();
    // Cached: the same bytes again.
    expect((await get("/staff/console.js")).body).toBe(js);
  });

  it("serves the stylesheet as CSS", async () => {
    const res = await get("/staff/console.css");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(res.body).toContain(".entry");
  });
});
