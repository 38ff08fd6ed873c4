/**
 * Vendor text in another language than the element's (WCAG 3.1.2): the pre-booking statement,
 * which vendors write once in their base language (English), keeps its own `lang="en"` after a
 * switch to Korean or Russian, so a screen reader reads it — and the "I accept" box it describes
 * — with an English voice, while the element's own translated text around it stays in the
 * language chosen. So do a location's name and instructions, a service's name and instructions
 * and a question's texts that the vendor did not translate: each keeps the language it is
 * written in (the answers' `text_lang`), on the form, the picker and the manage page.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { BILINGUAL_SLUG, bilingualVendor } from "../helpers/bilingual-vendor.js";
import { putDocument } from "../helpers/admin-document.js";
import { joinBody } from "../helpers/join-body.js";
import { axControl } from "./helpers/ax-node.js";
import { catalogText } from "./helpers/catalog-text.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

/** The language a node's text is in: its own or its nearest ancestor's `lang`. */
const languageOf = (page: Page, text: string) =>
  page.evaluate((wanted) => {
    const root = document.querySelector("queue-booking")?.shadowRoot;
    const walker = document.createTreeWalker(root as unknown as Node, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes(wanted)) return node.parentElement?.closest("[lang]")?.getAttribute("lang") ?? null;
    }
    return "(not shown)";
  }, text);

/** The languages of several texts at once, by text. */
const languagesOf = async (page: Page, texts: string[]) =>
  Object.fromEntries(await Promise.all(texts.map(async (text) => [text, await languageOf(page, text)])));

describe.skipIf(!chromiumPath)("vendor text in another language than the element's", () => {
  const harness = useBrowserServer();

  for (const lang of ["ko", "ru"]) {
    it(`marks the English pre-booking statement as English after a switch to ${lang}`, async () => {
      const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${harness.base}/callback-service/${harness.ids.location("downtown")}?vendor=demo&lang=en`);
      const element = page.locator("queue-booking");
      await element.getByRole("button", { name: "Join the line" }).waitFor({ timeout: 20_000 });
      await waitForElementScreen(page);
      expect(await languageOf(page, "share card numbers in your notes")).toBe("en");

      await element.locator("header select").selectOption(lang);
      const accept = element.getByRole("checkbox", { name: catalogText(lang, "I accept") });
      await accept.waitFor();
      expect(await languageOf(page, catalogText(lang, "I accept"))).toBe(lang);
      expect(await languageOf(page, "share card numbers in your notes")).toBe("en");
      expect(await languageOf(page, "How we keep you safe")).toBe("en");
      // The box's description, as Chromium gives it to a screen reader, is that statement.
      expect((await axControl(page, "checkbox", catalogText(lang, "I accept"))).description).toContain("share card numbers in your notes");
      await page.close();
    });
  }
});

describe.skipIf(!chromiumPath)("a vendor's untranslated names, instructions and questions", () => {
  const harness = useBrowserServer();
  const idOf = async (table: "locations" | "services" | "questions", key: string) =>
    (await harness.server.store.db.selectFrom(table).select("id").where("key", "=", key).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    const written = await putDocument(harness.server, BILINGUAL_SLUG, bilingualVendor);
    expect(written.statusCode, written.body).toBeLessThan(300);
  });

  for (const lang of ["ko", "ru"] as const) {
    it(`keeps each text's own language on the form, after a switch from English to ${lang}`, async () => {
      const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${harness.base}/callback-service/${await idOf("locations", "vieux-port")}?vendor=${BILINGUAL_SLUG}&lang=en`);
      const element = page.locator("queue-booking");
      await element.getByText("Bring your card.").waitFor({ timeout: 20_000 });
      await element.getByText("Favourite colour").waitFor();
      await waitForElementScreen(page);
      // In English: the name is translated, the instructions are the branch's own French.
      expect(await languagesOf(page, ["Old Port Branch", "Sonnez à la porte.", "Bring your card.", "Favourite colour"])).toEqual({
        "Old Port Branch": "en",
        "Sonnez à la porte.": "fr",
        "Bring your card.": "en",
        "Favourite colour": "en",
      });

      await element.locator("header select").selectOption(lang);
      await element.getByText("Agence du Vieux-Port").waitFor();
      await element.getByText(catalogText(lang, "Service"), { exact: true }).waitFor();
      expect(
        await languagesOf(page, ["Agence du Vieux-Port", "Sonnez à la porte.", "Bring your card.", "Favourite colour", catalogText(lang, "Service")]),
      ).toEqual({
        "Agence du Vieux-Port": "fr",
        "Sonnez à la porte.": "fr",
        "Bring your card.": "en",
        "Favourite colour": "en",
        [catalogText(lang, "Service")]: lang,
      });
      // Options carry their own: the service (translated into Korean only), the question's placeholder and choices.
      const options = await element
        .locator("select option")
        .evaluateAll((nodes) => nodes.map((node) => [node.textContent?.trim(), node.closest("[lang]")?.getAttribute("lang")] as const));
      expect(options).toContainEqual(["Pick one", "en"]);
      expect(options).toContainEqual(["Blue", "en"]);
      expect(options).toContainEqual(lang === "ko" ? ["창구", "ko"] : ["Teller", "en"]);
      expect(options).toContainEqual(lang === "ru" ? ["Красный", "ru"] : ["Red", "en"]);
      await page.close();
    });

    it(`keeps them on the picker and the manage page in ${lang}`, async () => {
      const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${harness.base}/callback-service?vendor=${BILINGUAL_SLUG}&lang=${lang}`);
      const element = page.locator("queue-booking");
      await element.getByText("Harbour Branch").waitFor({ timeout: 20_000 });
      expect(await languagesOf(page, ["Agence du Vieux-Port", "1 rue de la Commune", "Harbour Branch", "2 Harbour Street"])).toEqual({
        "Agence du Vieux-Port": "fr",
        "1 rue de la Commune": "fr",
        "Harbour Branch": "en",
        "2 Harbour Street": "en",
      });

      const answer = await harness.server.call({
        method: "POST",
        url: "/api/v2/open/queue-appointments",
        vendor: BILINGUAL_SLUG,
        payload: joinBody(
          { location_id: await idOf("locations", "vieux-port"), service_id: await idOf("services", "teller") },
          { first_name: "Lin", last_name: "Tremblay", lang },
          [{ question_id: await idOf("questions", "colour"), value: 1 }],
        ),
      });
      expect(answer.statusCode, answer.body).toBe(201);
      const joined = answer.json().data as { id: number; attributes: { confirm_code: string } };
      await page.goto(`${harness.base}/callback-service/manage?vendor=${BILINGUAL_SLUG}&lang=${lang}&id=${joined.id}&code=${joined.attributes.confirm_code}`);
      await element.getByText("Sonnez à la porte.").waitFor({ timeout: 20_000 });
      const serviceName = lang === "ko" ? "창구" : "Teller";
      expect(await languagesOf(page, ["Agence du Vieux-Port", "Sonnez à la porte.", serviceName, catalogText(lang, "Instructions")])).toEqual({
        "Agence du Vieux-Port": "fr",
        "Sonnez à la porte.": "fr",
        [serviceName]: lang === "ko" ? "ko" : "en",
        [catalogText(lang, "Instructions")]: lang,
      });
      await page.close();
    });
  }
});
