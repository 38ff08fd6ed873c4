import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../../helpers/test-server.js";

const CSP = "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:";
const CLIENT_DIR = new URL("../../../../server/src/staff-console/client/", import.meta.url);

/** The module paths a script imports statically (`import … from "…"`, `import "…"`, `export … from "…"`). */
const importsOf = (js: string) =>
  [...js.matchAll(/^\s*(?:import\b[^;"']*?\bfrom\s*|import\s*|export\b[^;"']*?\bfrom\s*)["']([^"']+)["']/gm)].map((m) => m[1] ?? "");

/** Whether Node parses the text as a module (type annotations left in would be a syntax error). */
function parsesAsModule(js: string): string {
  const run = spawnSync(process.execPath, ["--input-type=module", "--check", "-"], { input: js, encoding: "utf8" });
  return run.status === 0 ? "" : run.stderr;
}

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
      expect(attributes).toMatch(/\btype="module" src="\/staff\/console\/main\.js"/);
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
    expect(controls).toEqual(["token", "location", "day-date", "day-mine"]);
    for (const id of controls) expect(html).toMatch(new RegExp(`<label for="${id}"[ >]`));
    expect(html).toMatch(/<div id="line" aria-live="polite"/);
    expect(html).toMatch(/role="status"/);
    expect(html).toMatch(/<button type="button" id="call-next">Call next<\/button>/);
    expect(html).toMatch(/<h3 id="day-title">Today's appointments<\/h3>/);
  });

  it("serves the script as ES modules compiled from TypeScript, each import another served module", async () => {
    const served = new Map<string, string>();
    const pending = ["main"];
    while (pending.length) {
      const name = pending.pop() ?? "";
      if (served.has(name)) continue;
      const res = await get(`/staff/console/${name}.js`);
      expect(res.statusCode, name).toBe(200);
      expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      served.set(name, res.body);
      expect(parsesAsModule(res.body), name).toBe("");
      expect(res.body, `${name} imports at run time`).not.toMatch(/\bimport\s*\(/);
      for (const path of importsOf(res.body)) {
        // Only siblings: nothing of the server or the widget reaches the browser at run time.
        expect(path, `${name} imports ${path}`).toMatch(/^\.\/[a-z][a-z0-9-]*\.js$/);
        pending.push(path.slice(2, -3));
      }
    }
    expect(served.get("main")).toContain("/api/v2/staff/me");
    expect(served.get("api")).toContain("sessionStorage");
    expect(served.get("live")).toContain("AppointmentsChanged");
    // Every module of the folder is reached from main.js: none is left behind, none is missing.
    const sources = readdirSync(CLIENT_DIR)
      .filter((f) => f.endsWith(".ts"))
      .map((f) => f.slice(0, -3));
    expect([...served.keys()].sort()).toEqual(sources.sort());
    // Cached: the same bytes again.
    expect((await get("/staff/console/main.js")).body).toBe(served.get("main"));
  });

  it("answers 404 for anything but a module of the console's folder", async () => {
    for (const url of [
      "/staff/console/nope.js",
      "/staff/console/main.ts",
      "/staff/console/Main.js",
      "/staff/console/..%2Fconsole-routes.js",
      "/staff/console/main",
      "/staff/console.js",
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("serves the stylesheet as CSS", async () => {
    const res = await get("/staff/console.css");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(res.body).toContain(".entry");
    expect(res.body).toContain("table.day");
  });
});
