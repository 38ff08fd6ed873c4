/**
 * `text_lang` (issue 36, item 5): an answer says which vendor texts it gives in another
 * language than the one asked for, so the element can mark them with `lang`. A location's own
 * texts are in its `lang`; services and questions are written in English first.
 */
import * as v from "valibot";
import { beforeAll, expect, it } from "vitest";
import { VendorDocumentSchema } from "#contract";
import { applyVendorDocument } from "../../../../server/src/vendors/apply-vendor-document.js";
import { BILINGUAL_SLUG, bilingualVendor } from "../../../helpers/bilingual-vendor.js";
import { describeEachDialect, TEST_NOW } from "../../../helpers/test-server.js";

describeEachDialect("text_lang: the language of untranslated vendor texts", (server) => {
  const ids = new Map<string, number>();

  beforeAll(async () => {
    const { db } = server().store;
    await applyVendorDocument(db, BILINGUAL_SLUG, v.parse(VendorDocumentSchema, bilingualVendor), new Date(TEST_NOW));
    for (const row of await db.selectFrom("locations").select(["id", "key"]).execute()) ids.set(row.key, row.id);
    for (const row of await db.selectFrom("services").select(["id", "key"]).execute()) ids.set(`service:${row.key}`, row.id);
  });

  const get = async (url: string, lang: string) => {
    const res = await server().call({ method: "GET", url, vendor: BILINGUAL_SLUG, headers: { "accept-language": lang } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const byKey = (data: { id: number; attributes: Record<string, unknown> }[], key: string) => data.find((l) => l.id === ids.get(key))?.attributes;

  it("names, for each location, the texts left in its own language", async () => {
    const ru = (await get("/api/v2/open/locations", "ru")).data;
    expect(byKey(ru, "vieux-port")).toMatchObject({
      name: "Agence du Vieux-Port",
      text_lang: { name: "fr", address: "fr", formatted_address: "fr", instructions: "fr" },
    });
    // Empty instructions are no text to mark.
    expect(byKey(ru, "harbour")?.text_lang).toEqual({ name: "en", address: "en", formatted_address: "en" });

    const en = (await get("/api/v2/open/locations", "en")).data;
    expect(byKey(en, "vieux-port")).toMatchObject({ name: "Old Port Branch", text_lang: { address: "fr", formatted_address: "fr", instructions: "fr" } });
    expect(byKey(en, "vieux-port")?.text_lang).not.toHaveProperty("name");
    expect(byKey(en, "harbour")).not.toHaveProperty("text_lang");

    const fr = (await get("/api/v2/open/locations", "fr")).data;
    expect(byKey(fr, "vieux-port")).not.toHaveProperty("text_lang");
    const es = (await get("/api/v2/open/locations", "es")).data;
    expect(byKey(es, "harbour")).toMatchObject({ name: "Sucursal del puerto", formatted_address: "Calle del Puerto 2, Montréal, QC H2Y 1C6" });
    expect(byKey(es, "harbour")).not.toHaveProperty("text_lang");
  });

  it("gives the picker's light rows the languages of the name and address they show", async () => {
    const ko = (await get("/api/v3/open/locations", "ko")).data;
    expect(byKey(ko, "vieux-port")?.text_lang).toEqual({ name: "fr", formatted_address: "fr" });
    expect(byKey(ko, "harbour")?.text_lang).toEqual({ name: "en", formatted_address: "en" });
  });

  it("marks a service's untranslated name and instructions as English", async () => {
    const url = `/api/v2/open/queue-appointments-services/${ids.get("harbour")}?meeting_method=1`;
    const [ko] = (await get(url, "ko")).data;
    expect(ko[0].attributes).toMatchObject({ name: "창구", instructions: "Bring your card.", text_lang: { instructions: "en" } });
    const [ru] = (await get(url, "ru")).data;
    expect(ru[0].attributes.text_lang).toEqual({ name: "en", instructions: "en" });
    const [en] = (await get(url, "en")).data;
    expect(en[0].attributes).not.toHaveProperty("text_lang");
  });

  it("takes the vendor's text_language as the language of its services and questions", async () => {
    const { db } = server().store;
    const francophone = {
      name: "Caisse du Quartier",
      text_language: "fr",
      walkin_questions: true,
      services: [{ key: "guichet", name: "Guichet", duration_minutes: 5 }],
      locations: [],
      questions: [{ key: "motif", type: "text", label: "Motif de la visite" }],
    };
    await applyVendorDocument(db, "francophone", v.parse(VendorDocumentSchema, francophone), new Date(TEST_NOW));
    const ask = async (lang: string) => {
      const res = await server().call({ method: "GET", url: "/api/v2/open/questions", vendor: "francophone", headers: { "accept-language": lang } });
      return res.json().data[0].attributes;
    };
    expect(await ask("fr")).not.toHaveProperty("text_lang");
    expect(await ask("en")).toMatchObject({ label: "Motif de la visite", text_lang: { label: "fr" } });
    expect(await ask("ru")).toMatchObject({ text_lang: { label: "fr" } });
  });

  it("marks a nameless location's lobby board title with its address's language", async () => {
    const uptown = (await server().store.db.selectFrom("locations").select("id").where("key", "=", "uptown").executeTakeFirstOrThrow()).id;
    const res = await server().call({ method: "GET", url: `/api/v2/open/locations/${uptown}/lobby?lang=ko`, headers: { "accept-language": "ko" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.attributes.location).toMatchObject({ name: "350 Fifth Avenue", text_lang: { name: "en" } });
  });

  it("marks the lobby board's location and service names", async () => {
    const board = (await get(`/api/v2/open/locations/${ids.get("vieux-port")}/lobby?lang=ru`, "ru")).data.attributes;
    expect(board.location).toMatchObject({ name: "Agence du Vieux-Port", text_lang: { name: "fr" } });
    expect(board.services[0]).toMatchObject({ name: "Teller", text_lang: { name: "en" } });
  });
});
