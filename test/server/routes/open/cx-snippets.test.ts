import * as v from "valibot";
import { beforeAll, expect, it } from "vitest";
import { DEMO_VENDORS } from "../../../../server/src/demo/seed-demo.js";
import { applyVendorDocument } from "../../../../server/src/vendors/apply-vendor-document.js";
import { VendorDocumentSchema } from "#contract";
import { describeEachDialect, TEST_NOW, type TestServer } from "../../../helpers/test-server.js";

const URL = "/cx/snippets/api/v1/cx_snippets";
const WELCOME_EN = "Welcome to Maple & Main. Join the line from anywhere and we will let you know when it is your turn.";

interface Snippet {
  id: number;
  type: string;
  attributes: { key: string; content: string; locale: string };
}

async function getSnippets(server: TestServer, headers: Record<string, string> = {}, vendor = "demo"): Promise<Snippet[]> {
  const res = await server.call({ method: "GET", url: URL, headers, vendor });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Snippet[] }).data;
}

describeEachDialect("GET /cx/snippets/api/v1/cx_snippets", (server) => {
  beforeAll(async () => {
    // City Permits gets snippets translated into French only in part; the rest is English.
    const doc = v.parse(VendorDocumentSchema, {
      ...DEMO_VENDORS["city-permits"],
      cx_snippets: [
        { key: "hours", content: { en: "We are open around the clock.", fr: "Nous sommes ouverts jour et nuit." } },
        { key: "bring-id", content: { en: "Bring a photo ID." } },
        { key: "parking", content: { en: "Park in lot B.", es: "Estacione en el lote B." } },
      ],
    });
    await applyVendorDocument(server().store.db, "city-permits", doc, new Date(TEST_NOW));
  });

  it("answers the vendor's snippets in English by default", async () => {
    expect(await getSnippets(server())).toEqual([
      { id: expect.any(Number), type: "cx_snippets", attributes: { key: "welcome", content: WELCOME_EN, locale: "en" } },
    ]);
  });

  it.each([
    ["es-ES,es;q=0.9", "es", "Bienvenido a Maple & Main."],
    ["ko", "ko", "Maple & Main에 오신 것을 환영합니다."],
    ["pt", "pt-BR", "Bem-vindo ao Maple & Main."],
    ["zh-CN", "zh-Hans", "欢迎来到 Maple & Main。"],
  ])("answers %s in %s", async (header, locale, start) => {
    const [welcome] = await getSnippets(server(), { "accept-language": header });
    expect(welcome?.attributes.locale).toBe(locale);
    expect(welcome?.attributes.content.startsWith(start)).toBe(true);
  });

  it("answers English for a language it does not know", async () => {
    const [welcome] = await getSnippets(server(), { "accept-language": "de" });
    expect(welcome?.attributes).toEqual({ key: "welcome", content: WELCOME_EN, locale: "en" });
  });

  it("falls back to English per snippet, in the vendor's order, and says which locale it used", async () => {
    const snippets = await getSnippets(server(), { "accept-language": "fr" }, "city-permits");
    expect(snippets.map((s) => s.attributes)).toEqual([
      { key: "hours", content: "Nous sommes ouverts jour et nuit.", locale: "fr" },
      { key: "bring-id", content: "Bring a photo ID.", locale: "en" },
      { key: "parking", content: "Park in lot B.", locale: "en" },
    ]);
    const spanish = await getSnippets(server(), { "accept-language": "es" }, "city-permits");
    expect(spanish.map((s) => [s.attributes.key, s.attributes.locale])).toEqual([
      ["hours", "en"],
      ["bring-id", "en"],
      ["parking", "es"],
    ]);
  });

  it("follows the stored order, not the id order", async () => {
    const { db } = server().store;
    const vendor = await db.selectFrom("vendors").select("id").where("slug", "=", "city-permits").executeTakeFirstOrThrow();
    await db.updateTable("cx_snippets").set({ sort_order: 10 }).where("vendor_id", "=", vendor.id).where("key", "=", "hours").execute();
    const snippets = await getSnippets(server(), {}, "city-permits");
    expect(snippets.map((s) => s.attributes.key)).toEqual(["bring-id", "parking", "hours"]);
  });

  it("leaves out a snippet that has no text in the locale nor in English", async () => {
    const { db } = server().store;
    const vendor = await db.selectFrom("vendors").select("id").where("slug", "=", "northwind-clinic").executeTakeFirstOrThrow();
    await db.insertInto("cx_snippets").values({ vendor_id: vendor.id, key: "empty", sort_order: 0 }).execute();
    expect(await getSnippets(server(), { "accept-language": "es" }, "northwind-clinic")).toEqual([]);
  });

  it("shows a vendor only its own snippets", async () => {
    const keys = (await getSnippets(server(), {}, "city-permits")).map((s) => s.attributes.key);
    expect(keys).not.toContain("welcome");
    expect(await getSnippets(server(), {}, "northwind-clinic")).toEqual([]);
    expect((await getSnippets(server())).map((s) => s.attributes.key)).toEqual(["welcome"]);
  });

  it("answers 404 vendor_not_found for an unknown vendor", async () => {
    const res = await server().call({ method: "GET", url: URL, vendor: "no-such-vendor" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "vendor_not_found" });
  });
});
