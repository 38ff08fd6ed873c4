/**
 * A malformed link (`/callback-service/abc`, an unknown vendor) answers 404 with the spec's
 * generic screen (sections 2 and 8), as the element shows it for an unknown location: the title,
 * the page-missing line, the default subtitle, and book another where the vendor is known.
 */
import { expect, it } from "vitest";
import { describeEachDialect } from "../../../helpers/test-server.js";

const GENERIC = {
  en: ["Oops, something went wrong", "The page you are looking for cannot be found", "Please try again or contact us"],
  es: ["¡Vaya! Algo salió mal", "No se encuentra la página que busca", "Inténtelo de nuevo o comuníquese con nosotros"],
};

/** The texts of the page's `<main>`, one per block, and its book-another link. */
function readPage(html: string): { texts: string[]; back: { href: string; text: string } | undefined } {
  const main = /<main>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  const texts = [...main.matchAll(/<(?:h1|p)>([^<]+)<\/(?:h1|p)>/g)].map((m) => m[1] ?? "");
  const link = /<a class="qb-book-another" href="([^"]+)">([^<]+)<\/a>/.exec(main);
  return { texts, back: link ? { href: (link[1] ?? "").replaceAll("&amp;", "&"), text: link[2] ?? "" } : undefined };
}

describeEachDialect("the hosted not-found page", (server) => {
  const get = (url: string) => server().app.inject({ method: "GET", url, headers: { accept: "text/html" } });

  it("a malformed location id of a known vendor: the generic screen and book another to its start page, embedded still", async () => {
    const res = await get("/callback-service/abc?vendor=demo&lang=en&mode=embed&utm_source=partner&id=7&service=3");
    expect(res.statusCode).toBe(404);
    const page = readPage(res.body);
    expect(page.texts).toEqual(GENERIC.en);
    // The demo vendor's own path; the visit's parameters travel, the screen's (id, service) do not.
    expect(page.back).toEqual({ href: "/s/maple-main/callback-service?mode=embed&utm_source=partner&lang=en", text: "Book another" });
  });

  it("says it in Spanish, under the vendor's own path too", async () => {
    const res = await get("/s/maple-main/callback-service/abc/location?lang=es");
    expect(res.statusCode).toBe(404);
    const page = readPage(res.body);
    expect(page.texts).toEqual(GENERIC.es);
    expect(page.back).toEqual({ href: "/s/maple-main/callback-service?lang=es", text: "Nueva reserva" });
    // Its description, in the page's language, as every hosted page has one.
    expect(res.body).toContain(`<meta name="description" content="${GENERIC.es[1]}">`);
  });

  it("an unknown vendor: the generic screen without book another, which has nowhere to go", async () => {
    for (const [url, lang] of [
      ["/callback-service?vendor=ghost&lang=es", "es"],
      ["/s/nobody/callback-service/12?lang=en", "en"],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      const page = readPage(res.body);
      expect(page.texts, url).toEqual(GENERIC[lang]);
      expect(page.back, url).toBeUndefined();
    }
  });
});
