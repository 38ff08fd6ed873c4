/**
 * The old staff console's address (`/staff` and anything under it) leads to the back office's
 * desk, its query kept, in one step; the staff API beside it answers as before.
 */
import { expect, it } from "vitest";
import { describeEachDialect } from "../../helpers/test-server.js";

describeEachDialect("GET /staff: the desk moved to the back office", (server) => {
  const get = (url: string, method: "GET" | "HEAD" = "GET") => server().call({ method, url, vendor: null });

  it("redirects /staff and anything under it to /office/desk, the query kept", async () => {
    const cases: [string, string][] = [
      ["/staff", "/office/desk"],
      ["/staff/", "/office/desk"],
      ["/staff?vendor=demo", "/office/desk?vendor=demo"],
      ["/staff?vendor=demo&lang=es", "/office/desk?vendor=demo&lang=es"],
      ["/staff/console/main.js", "/office/desk"],
      ["/staff/console.css?v=1", "/office/desk?v=1"],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect(res.statusCode, from).toBe(302);
      expect(res.headers.location, from).toBe(to);
    }
    expect((await get("/staff", "HEAD")).statusCode).toBe(302);
  });

  it("never leads off the site, whatever the address says", async () => {
    for (const url of ["/staff//evil.example", "/staff/https://evil.example/", "/staff?next=https://evil.example/"]) {
      const location = String((await get(url)).headers.location);
      expect(location.startsWith("/office/desk"), url).toBe(true);
      expect(location.startsWith("//"), url).toBe(false);
    }
  });

  it("lands on the desk's page in one step", async () => {
    const res = await get("/staff?vendor=demo");
    const desk = await get(String(res.headers.location));
    expect(desk.statusCode).toBe(200);
    expect(desk.headers["content-type"]).toMatch(/^text\/html/);
  });

  it("leaves the staff API where it was: a bearer token's call still needs one", async () => {
    const res = await server().call({ method: "GET", url: "/api/v2/staff/me" });
    expect(res.statusCode).toBe(401);
  });
});
