/**
 * `/` answers something useful: on a trial run a start page linking what there is to open, under
 * the pages' strict policy; in production the back office's sign-in; `FRONT_DOOR_URL` wherever
 * the operator says, and a setting that could lead nowhere is refused at start.
 */
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../../../server/src/config.js";
import { createTestServer, type TestServer } from "../../../helpers/test-server.js";

describe("the front door", () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("on a trial run, lists the demo host page, the hosted pages, the back office and the API docs", async () => {
    server = await createTestServer("sqlite");
    const res = await server.app.inject({ url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(String(res.headers["content-security-policy"])).toMatch(/script-src 'self' 'nonce-/);
    const hrefs = [...res.body.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        ["/demo-host/", "Demo host page"],
        ["/callback-service", "Hosted pages"],
        ["/office", "Back office"],
        ["/office/desk", "Desk"],
        ["/api/docs", "API documentation"],
      ]),
    );
    // The plain staff console is gone: /staff only redirects to the desk.
    expect(hrefs.map(([href]) => href)).not.toContain("/staff");
    expect(res.body).toContain("<strong>demo</strong>");
    // Every link it offers answers.
    for (const [href] of hrefs) {
      const linked = await server.app.inject({ url: href ?? "" });
      expect([200, 301, 302], `${href}`).toContain(linked.statusCode);
    }
  });

  it("in production, leads to the back office's sign-in", async () => {
    server = await createTestServer("sqlite", { env: { NODE_ENV: "production", DEFAULT_VENDOR: "demo", SEED_DEMO: "1" } });
    const res = await server.app.inject({ url: "/" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/office");
  });

  it("leads where FRONT_DOOR_URL says, and refuses a value that is neither a URL nor a path", async () => {
    server = await createTestServer("sqlite", { env: { FRONT_DOOR_URL: "https://www.maple-main.example/branches" } });
    const res = await server.app.inject({ url: "/" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("https://www.maple-main.example/branches");
    for (const bad of ["//evil.example", "javascript:alert(1)", "office"]) {
      expect(() => loadConfig({ FRONT_DOOR_URL: bad }), bad).toThrow(/FRONT_DOOR_URL/);
    }
    expect(loadConfig({ FRONT_DOOR_URL: "/office" }).frontDoorUrl).toBe("/office");
  });
});
