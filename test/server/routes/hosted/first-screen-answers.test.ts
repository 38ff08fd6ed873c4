/**
 * A location's join form page carries, in the element's `answers` attribute, the reads its first
 * screen would make (the location, its services and waits, the starting service's questions,
 * the snippets), each exactly as the open API answers it for the page's language; the picker's
 * pages carry the list's first page; a read the API refuses is never carried. The head preloads the release's entry and the page language's catalog, and the
 * element's own font when the vendor keeps it.
 */
import { expect, it } from "vitest";
import { WIDGET_DIR } from "../../../../server/src/hosted/project-paths.js";
import { widgetPreloads } from "../../../../server/src/hosted/widget-release.js";
import { describeEachDialect } from "../../../helpers/test-server.js";
import { tagAttributes } from "./page-html.js";

interface Answer {
  path: string;
  query: Record<string, string>;
  locale: string;
  body: unknown;
}

describeEachDialect("hosted pages: first screen's reads inlined", (server) => {
  const get = (url: string, headers: Record<string, string> = {}) => server().app.inject({ method: "GET", url, headers });
  const answersOf = (html: string): Answer[] => JSON.parse(tagAttributes(html, "queue-booking").answers ?? "[]") as Answer[];

  async function demoLocation(): Promise<number> {
    const list = (await get("/api/v2/open/locations?vendor=demo")).json() as { data: { id: number }[] };
    const id = list.data[0]?.id;
    if (id === undefined) throw new Error("the demo vendor has no location");
    return id;
  }

  it("inlines the join form's reads, each the open API's own answer in the page's language", async () => {
    const id = await demoLocation();
    const page = await get(`/callback-service/${id}?vendor=demo&meeting_method=1`, { "accept-language": "fr-CA,fr;q=0.9" });
    expect(page.statusCode).toBe(200);
    const answers = answersOf(page.body);
    expect(answers.map((a) => a.path)).toEqual(
      expect.arrayContaining([`/api/v2/open/locations/${id}`, `/api/v2/open/queue-appointments-services/${id}`, "/api/v2/open/questions"]),
    );
    for (const answer of answers) {
      expect(answer.locale).toBe("fr");
      const api = await server().app.inject({
        method: "GET",
        url: answer.path,
        query: { ...answer.query, vendor: "demo" },
        headers: { "accept-language": "fr" },
      });
      expect(api.statusCode).toBe(200);
      expect(answer.body, answer.path).toEqual(api.json());
    }
    const services = answers.find((a) => a.path.startsWith("/api/v2/open/queue-appointments-services/"));
    expect(services?.query).toEqual({ meeting_method: "1" });
    // The questions of the service the form starts on: the first one offered.
    const first = (services?.body as { data: [{ id: number }[]] } | undefined)?.data[0][0]?.id;
    expect(answers.find((a) => a.path === "/api/v2/open/questions")?.query).toEqual({ "filter[matching]": String(first) });
  });

  it("reads the location the page names, and inlines nothing for a location that does not exist", async () => {
    const answers = answersOf((await get("/callback-service/987654?vendor=demo")).body);
    expect(answers.some((a) => a.path.startsWith("/api/v2/open/locations/"))).toBe(false);
  });

  it("inlines the picker's first page of locations, as the list asks for it, on each of its paths", async () => {
    const id = await demoLocation();
    for (const url of ["/callback-service?vendor=demo", "/callback-service/location?vendor=demo", `/callback-service/${id}/location?vendor=demo`]) {
      const answers = answersOf((await get(url, { "accept-language": "ko" })).body);
      expect(
        answers.map((a) => [a.path, a.query, a.locale]),
        url,
      ).toEqual([["/api/v3/open/locations", { limit: "20" }, "ko"]]);
      const api = await server().app.inject({
        method: "GET",
        url: "/api/v3/open/locations",
        query: { limit: "20", vendor: "demo" },
        headers: { "accept-language": "ko" },
      });
      expect(answers[0]?.body).toEqual(api.json());
    }
  });

  // Other screens carry the reads the server's renderer finds they make (the booking steps:
  // test/server/hosted/first-screen.test.ts, test/browser/server-rendered-screens.test.ts); a
  // read the API refuses is never carried.
  it("inlines nothing the open API refuses: a manage page with a wrong code", async () => {
    for (const url of ["/callback-service/manage?vendor=demo&id=1&code=ABCD2345"]) {
      expect(tagAttributes((await get(url)).body, "queue-booking").answers, url).toBeUndefined();
    }
  });

  it("preloads the entry and its language's catalog, and the element's Roboto when the vendor keeps it", async () => {
    const id = await demoLocation();
    const page = await get(`/callback-service/${id}?vendor=demo&lang=es`);
    const links = [...page.body.matchAll(/<link rel="(modulepreload|preload)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    const entry = tagAttributes(page.body, "script").src;
    expect(links[0]).toBe(`modulepreload ${entry}`);
    // What the build's release.json names (widget-release.test.ts): the entry, then the Spanish catalog.
    const expected = await widgetPreloads(WIDGET_DIR, "es");
    expect(links.filter((l) => l.startsWith("modulepreload "))).toEqual(expected.map((href) => `modulepreload ${href}`));
    expect(links).toContain("preload /widget/fonts/roboto-latin-400-normal.woff2");
    expect(page.body).toMatch(/@font-face\{font-family:"queue-booking Roboto";src:url\(\/widget\/fonts\/roboto-latin-400-normal\.woff2\)/);
  });
});
