/**
 * The vendor's customer-experience snippets above the form (spec section 7): in the element's
 * language, read again when it changes, as plain text marked with its language, and silent
 * when the call fails.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { waitFor } from "../helpers/element-harness.js";
import { openForm, removeAll, settle, useFormTestServer, type FormPage } from "./form-driver.js";

const WELCOME_EN = "Welcome to Maple & Main. Join the line from anywhere and we will let you know when it is your turn.";
const WELCOME_FR = "Bienvenue chez Maple & Main. Rejoignez la file d'où vous voulez, nous vous préviendrons quand ce sera votre tour.";

describe("join form: the vendor's snippets", () => {
  const t = useFormTestServer();
  afterEach(() => vi.restoreAllMocks());

  const snippets = (page: FormPage) => [...page.shadow.querySelectorAll<HTMLElement>(".qb-snippets p")];
  const shownSnippets = (page: FormPage) => waitFor(() => (snippets(page).length ? snippets(page) : null));

  it("shows the demo's welcome above the form, in English, then in French after the language switch", async () => {
    const page = await openForm(t.base, t.ids.location("downtown"));
    const [welcome] = await shownSnippets(page);
    expect(welcome?.textContent).toBe(WELCOME_EN);
    expect(welcome?.getAttribute("lang")).toBe("en");
    // Above the form, outside it.
    const form = page.field<HTMLFormElement>("form");
    expect(welcome && welcome.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(form.contains(welcome ?? null)).toBe(false);

    page.choose("header select", "fr");
    await page.waitForText(WELCOME_FR);
    expect(snippets(page).map((p) => [p.textContent, p.getAttribute("lang")])).toEqual([[WELCOME_FR, "fr"]]);
    expect(page.text()).not.toContain(WELCOME_EN);
    expect(page.text()).toContain("Rejoindre la file d'attente");
  });

  it("shows a snippet as plain text, never HTML, and marks an English fallback as English", async () => {
    const snippet = await t.server.store.db.selectFrom("cx_snippets").select("id").executeTakeFirstOrThrow();
    const { db } = t.server.store;
    /** The snippet's text in one language (deleted first, so `null` leaves none). */
    const translation = (locale: string) =>
      db
        .selectFrom("translations")
        .where("entity", "=", "cx_snippet")
        .where("entity_id", "=", snippet.id)
        .where("locale", "=", locale)
        .where("field", "=", "content");
    const contentOf = async (locale: string) => (await translation(locale).select("content").executeTakeFirstOrThrow()).content;
    const setContent = async (locale: string, content: string | null) => {
      await db.deleteFrom("translations").where("entity", "=", "cx_snippet").where("entity_id", "=", snippet.id).where("locale", "=", locale).execute();
      if (content !== null)
        await db.insertInto("translations").values({ entity: "cx_snippet", entity_id: snippet.id, locale, field: "content", content }).execute();
    };
    const korean = await contentOf("ko");
    const polish = await contentOf("pl");
    const html = '<b>환영합니다</b> <img src="x" onerror="alert(1)">';
    await setContent("ko", html);
    await setContent("pl", null);
    try {
      const page = await openForm(t.base, t.ids.location("downtown"), "lang=ko");
      const [shown] = await shownSnippets(page);
      expect(shown?.textContent).toBe(html);
      expect(shown?.getAttribute("lang")).toBe("ko");
      expect(page.shadow.querySelector(".qb-snippets b, .qb-snippets img")).toBeNull();
      removeAll();

      const polishPage = await openForm(t.base, t.ids.location("downtown"), "lang=pl");
      const [fallback] = await shownSnippets(polishPage);
      expect(fallback?.textContent).toBe(WELCOME_EN);
      expect(fallback?.getAttribute("lang")).toBe("en");
    } finally {
      await setContent("ko", korean);
      await setContent("pl", polish);
    }
  });

  it("shows nothing and keeps the form when the snippets call fails", async () => {
    const realFetch = globalThis.fetch.bind(globalThis);
    let asked = 0;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      if (String(input instanceof Request ? input.url : input).includes("/cx/snippets/")) {
        asked++;
        return Promise.reject(new TypeError("network down"));
      }
      return realFetch(input, init);
    });
    const page = await openForm(t.base, t.ids.location("downtown"));
    await page.ready();
    await waitFor(() => asked > 0);
    await settle(100);
    expect(page.shadow.querySelector(".qb-snippets")).toBeNull();
    expect(page.text()).not.toContain("Oops");
    expect(page.text()).toContain("Join the line");
    expect(page.shadow.querySelector("#qb-first-name")).not.toBeNull();
  });
});
