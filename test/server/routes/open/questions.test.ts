import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { applyVendorDocument } from "../../../../server/src/vendors/apply-vendor-document.js";
import { QuestionsResponseSchema, VendorDocumentSchema, type QuestionsResponse } from "#contract";
import { describeEachDialect, TEST_NOW, type TestServer } from "../../../helpers/test-server.js";

const URL = "/api/v2/open/questions";
const ALL_SERVICES_QUESTIONS = ["Are you already a member?", "Language for your visit", "Anything else we should know?"];

/** A vendor whose question texts are only partly translated, and one question is retired. */
const partlyTranslated = {
  name: "Partly Translated Bank",
  services: [{ key: "teller", name: "Teller", duration_minutes: 5 }],
  locations: [],
  questions: [
    {
      key: "colour",
      type: "select",
      label: "Favourite colour",
      placeholder: "Pick one",
      sort_order: 2,
      options: [
        { value: 7, text: "Red", translations: { es: "Rojo" } },
        { value: 3, text: "Blue" },
      ],
      translations: { es: { label: "Color favorito" } },
    },
    { key: "note", type: "text", label: "A note", sort_order: 2 },
    { key: "first", type: "textarea", label: "First of all", sort_order: 1, required: true },
    { key: "retired", type: "text", label: "No longer asked", sort_order: 0 },
  ],
};

async function getQuestions(server: TestServer, query = "", headers: Record<string, string> = {}, vendor = "demo") {
  const res = await server.call({ method: "GET", url: `${URL}${query}`, headers, vendor });
  expect(res.statusCode).toBe(200);
  // The widget validates the answer with the contract schema, so the server must satisfy it.
  return v.parse(QuestionsResponseSchema, res.json()) satisfies QuestionsResponse;
}

const labels = (body: QuestionsResponse) => body.data.map((q) => q.attributes.label);

describeEachDialect("GET /api/v2/open/questions", (server) => {
  const serviceIds = new Map<string, number>();

  beforeAll(async () => {
    const { db } = server().store;
    const rows = await db
      .selectFrom("services")
      .innerJoin("vendors", "vendors.id", "services.vendor_id")
      .select(["vendors.slug", "services.key", "services.id"])
      .execute();
    for (const row of rows) serviceIds.set(`${row.slug}/${row.key}`, row.id);
    const doc = v.parse(VendorDocumentSchema, partlyTranslated);
    await applyVendorDocument(db, "partly-translated", doc, new Date(TEST_NOW));
    await db.updateTable("questions").set({ active: 0 }).where("key", "=", "retired").execute();
  });

  const idOf = (key: string) => {
    const id = serviceIds.get(key);
    if (id === undefined) throw new Error(`no service ${key}`);
    return id;
  };

  describe("without a filter", () => {
    it("answers every active question of the vendor in form order, in English by default", async () => {
      const body = await getQuestions(server());
      expect(body.meta).toEqual({ walkin_questions: true });
      expect(body.data.map((q) => q.attributes.type)).toEqual(["checkbox_group", "radio", "select", "text", "textarea"]);
      expect(body.data[0]).toEqual({
        id: expect.any(Number),
        type: "questions",
        attributes: {
          type: "checkbox_group",
          label: "What would you like to discuss?",
          placeholder: "",
          required: true,
          options: [
            { value: 1, text: "Checking" },
            { value: 2, text: "Savings" },
            { value: 3, text: "Credit" },
          ],
        },
      });
      expect(body.data[2]?.attributes).toMatchObject({ placeholder: "Choose a language", required: false });
      expect(body.data[3]?.attributes.options).toEqual([]);
    });

    it("localizes labels, placeholders and option texts to Spanish", async () => {
      const body = await getQuestions(server(), "", { "accept-language": "es-MX,es;q=0.9,en;q=0.5" });
      expect(labels(body)).toEqual([
        "¿De qué le gustaría hablar?",
        "¿Ya es socio?",
        "Idioma de su visita",
        "Empleador (para solicitudes de préstamo)",
        "¿Algo más que debamos saber?",
      ]);
      expect(body.data[2]?.attributes.placeholder).toBe("Elija un idioma");
      expect(body.data[0]?.attributes.options.map((o) => o.text)).toEqual(["Cuenta corriente", "Ahorros", "Crédito"]);
      // Option values are what answers send back, so translation never changes them.
      expect(body.data[1]?.attributes.options).toEqual([
        { value: 1, text: "Sí" },
        { value: 0, text: "No" },
      ]);
    });

    it("localizes to Korean", async () => {
      const body = await getQuestions(server(), "", { "accept-language": "ko-KR" });
      expect(body.data[1]?.attributes.label).toBe("이미 회원이신가요?");
      expect(body.data[1]?.attributes.options.map((o) => o.text)).toEqual(["예", "아니요"]);
      expect(body.data[3]?.attributes.placeholder).toBe("회사 이름");
    });

    it("serves plain Portuguese in Brazilian Portuguese", async () => {
      const body = await getQuestions(server(), "", { "accept-language": "pt" });
      expect(body.data[0]?.attributes.label).toBe("Sobre o que você gostaria de conversar?");
      expect(body.data[2]?.attributes.options.map((o) => o.text)).toEqual(["Inglês", "Espanhol", "Coreano"]);
    });

    it("falls back to English for a language it does not know", async () => {
      const body = await getQuestions(server(), "", { "accept-language": "de-DE, tlh;q=0.8" });
      expect(labels(body)).toEqual([
        "What would you like to discuss?",
        ...ALL_SERVICES_QUESTIONS.slice(0, 2),
        "Employer (for loan applications)",
        ALL_SERVICES_QUESTIONS[2],
      ]);
    });

    it("uses the base text for every field a locale does not translate, and says that text is English", async () => {
      const body = await getQuestions(server(), "", { "accept-language": "es" }, "partly-translated");
      expect(body.data.map((q) => q.attributes)).toEqual([
        { type: "textarea", label: "First of all", placeholder: "", required: true, options: [], text_lang: { label: "en" } },
        {
          type: "select",
          label: "Color favorito",
          placeholder: "Pick one",
          required: false,
          options: [
            { value: 7, text: "Rojo" },
            { value: 3, text: "Blue", text_lang: { text: "en" } },
          ],
          text_lang: { placeholder: "en" },
        },
        { type: "text", label: "A note", placeholder: "", required: false, options: [], text_lang: { label: "en" } },
      ]);
    });

    it("marks no text's language in English, the language the base texts are written in", async () => {
      const body = await getQuestions(server(), "", {}, "partly-translated");
      expect(JSON.stringify(body)).not.toContain("text_lang");
    });

    it("orders by sort order then id, and leaves out retired questions", async () => {
      const body = await getQuestions(server(), "", {}, "partly-translated");
      expect(labels(body)).toEqual(["First of all", "Favourite colour", "A note"]);
      const [, colour, note] = body.data;
      expect(colour && note && colour.id < note.id).toBe(true);
    });

    it("still answers when the vendor has walk-in questions turned off, and says so", async () => {
      const body = await getQuestions(server(), "", {}, "partly-translated");
      expect(body.meta).toEqual({ walkin_questions: false });
      expect(body.data).toHaveLength(3);
    });
  });

  describe("filter[matching]", () => {
    it("keeps the questions linked to the service and those asked for every service", async () => {
      const open = await getQuestions(server(), `?filter[matching]=${idOf("demo/open-account")}`);
      expect(labels(open)).toEqual(["What would you like to discuss?", ...ALL_SERVICES_QUESTIONS]);

      const loan = await getQuestions(server(), `?filter[matching]=${idOf("demo/loan-consultation")}`);
      expect(labels(loan)).toEqual([
        "What would you like to discuss?",
        ...ALL_SERVICES_QUESTIONS.slice(0, 2),
        "Employer (for loan applications)",
        ALL_SERVICES_QUESTIONS[2],
      ]);

      const deposits = await getQuestions(server(), `?filter[matching]=${idOf("demo/deposits")}`);
      expect(labels(deposits)).toEqual(ALL_SERVICES_QUESTIONS);
    });

    it("localizes the filtered list too", async () => {
      const body = await getQuestions(server(), `?filter[matching]=${idOf("demo/loan-consultation")}`, {
        "accept-language": "ko",
      });
      expect(body.data[3]?.attributes.label).toBe("고용주(대출 신청용)");
    });

    it("matches only the every-service questions for an unknown id, 0, or another vendor's service", async () => {
      for (const id of ["999999", "0", String(idOf("city-permits/permit")), String(idOf("northwind-clinic/checkup"))]) {
        const body = await getQuestions(server(), `?filter[matching]=${id}`);
        expect(labels(body), `filter ${id}`).toEqual(ALL_SERVICES_QUESTIONS);
      }
    });

    it("ignores a link from a question to another vendor's service", async () => {
      // Not something the vendor document can write; a hand-made row must still not match.
      const { db } = server().store;
      const permitId = idOf("city-permits/permit");
      const topics = await db.selectFrom("questions").select("id").where("key", "=", "topics").executeTakeFirstOrThrow();
      await db.insertInto("question_services").values({ question_id: topics.id, service_id: permitId }).execute();
      const body = await getQuestions(server(), `?filter[matching]=${permitId}`);
      expect(labels(body)).toEqual(ALL_SERVICES_QUESTIONS);
    });

    it("never shows the demo questions to another vendor, even filtered by a demo service", async () => {
      const loanId = idOf("demo/loan-consultation");
      for (const vendor of ["city-permits", "northwind-clinic"]) {
        const body = await getQuestions(server(), "", {}, vendor);
        expect(body).toEqual({ data: [], meta: { walkin_questions: false } });
        const filtered = await getQuestions(server(), `?filter[matching]=${loanId}`, {}, vendor);
        expect(filtered.data).toEqual([]);
      }
    });

    it.each([
      ["a word", "abc"],
      ["a decimal", "1.5"],
      ["a negative number", "-1"],
      ["an empty value", ""],
      ["a number too big for an id", "2147483648"],
    ])("refuses %s with a 422 naming the parameter", async (_name, value) => {
      const res = await server().call({ method: "GET", url: `${URL}?filter[matching]=${encodeURIComponent(value)}` });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: "validation_failed",
        errors: [{ field: "filter[matching]" }],
      });
    });

    it("refuses the parameter given twice", async () => {
      const res = await server().call({ method: "GET", url: `${URL}?filter[matching]=1&filter[matching]=2` });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: "validation_failed", errors: [{ field: "filter[matching]" }] });
    });
  });

  it("answers 404 vendor_not_found for an unknown vendor", async () => {
    const res = await server().call({ method: "GET", url: URL, vendor: "no-such-vendor" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "vendor_not_found" });
  });
});
