import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../helpers/test-server.js";
import { mountElement, startServer, waitFor } from "../helpers/element-harness.js";

describe("header, language and routes", () => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    ({ server, base } = await startServer());
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(() => {
    window.location.hash = "";
  });

  it("links the vendor's name to its homepage and offers the eight languages", async () => {
    const el = await mountElement({ vendor: "demo", "api-base": base });
    await el.waitForText("Maple & Main Credit Union");
    const link = el.shadow.querySelector<HTMLAnchorElement>("header a");
    expect(link?.getAttribute("href")).toBe("https://example.org/maple-and-main");
    const options = [...el.shadow.querySelectorAll<HTMLOptionElement>("header select option")].map((o) => o.value);
    expect(options).toEqual(["en", "es", "fr", "ko", "pl", "pt-BR", "ru", "zh-Hans"]);
    // Each named in itself.
    const names = [...el.shadow.querySelectorAll<HTMLOptionElement>("header select option")].map((o) => o.textContent);
    expect(names).toEqual(["English", "Español", "Français", "한국어", "Polski", "Português (Brasil)", "Русский", "简体中文"]);
    el.remove();
  });

  it("switching the language translates the element and records lang in the URL", async () => {
    const el = await mountElement({ vendor: "demo", "api-base": base });
    await el.waitForText("Select a Location");
    const select = await waitFor(() => el.shadow.querySelector<HTMLSelectElement>("header select"));
    select.value = "es";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    await el.waitForText("Seleccione una ubicación");
    expect(window.location.hash).toContain("lang=es");
    el.remove();
  });

  it("in kiosk mode the name is not a link and a home button is shown", async () => {
    const el = await mountElement({ vendor: "demo", "api-base": base, mode: "kiosk" });
    await el.waitForText("Maple & Main Credit Union");
    expect(el.shadow.querySelector("header a")).toBeNull();
    expect([...el.shadow.querySelectorAll("header button")].map((b) => b.textContent)).toContain("Home");
    el.remove();
  });

  it("on a kiosk, switches language with a large button per language, each named in itself", async () => {
    const el = await mountElement({ vendor: "demo", "api-base": base, mode: "kiosk", lang: "en" });
    await el.waitForText("Maple & Main Credit Union");
    const buttons = () => [...el.shadow.querySelectorAll<HTMLButtonElement>('header [role="group"] button')];
    await waitFor(() => buttons().length === 8);
    expect(el.shadow.querySelector("header select")).toBeNull();
    expect(buttons().map((b) => [b.textContent, b.lang])).toEqual([
      ["English", "en"],
      ["Español", "es"],
      ["Français", "fr"],
      ["한국어", "ko"],
      ["Polski", "pl"],
      ["Português (Brasil)", "pt-BR"],
      ["Русский", "ru"],
      ["简体中文", "zh-Hans"],
    ]);
    expect(
      buttons()
        .filter((b) => b.getAttribute("aria-pressed") === "true")
        .map((b) => b.lang),
    ).toEqual(["en"]);
    buttons()[1]?.click();
    await waitFor(
      () =>
        buttons()
          .find((b) => b.lang === "es")
          ?.getAttribute("aria-pressed") === "true",
    );
    await waitFor(() => el.shadow.querySelector(".qb-app")?.getAttribute("lang") === "es");
    el.remove();
  });

  it("hides the language picker when the vendor offers one language, and the header when embedded", async () => {
    const row = await server.store.db.selectFrom("vendors").select("settings").where("slug", "=", "city-permits").executeTakeFirstOrThrow();
    const settings = JSON.parse(row.settings);
    await server.store.db
      .updateTable("vendors")
      .set({ settings: JSON.stringify({ ...settings, client_view: { ...settings.client_view, available_languages: ["en"] } }) })
      .where("slug", "=", "city-permits")
      .execute();
    try {
      const el = await mountElement({ vendor: "city-permits", "api-base": base });
      await el.waitForText("City Permit Office");
      expect(el.shadow.querySelector("header select")).toBeNull();
      el.remove();
      const embedded = await mountElement({ vendor: "demo", "api-base": base, mode: "embed" });
      await embedded.waitForText("Select a Location");
      expect(embedded.shadow.querySelector("header")).toBeNull();
      embedded.remove();
    } finally {
      await server.store.db.updateTable("vendors").set({ settings: row.settings }).where("slug", "=", "city-permits").execute();
    }
  });

  it("shows the unavailable-method screen for a meeting method the vendor does not offer", async () => {
    const el = await mountElement({ vendor: "city-permits", "api-base": base, "meeting-method": "3" });
    await el.waitForText("Video callbacks are not available");
    el.remove();
  });

  it("shows the not-found page for an unknown route, whose book-another button starts over", async () => {
    window.location.hash = "#/callback-service/nowhere/at/all?lang=en&id=4&code=X";
    const el = await mountElement({ vendor: "demo", "api-base": base });
    await el.waitForText("The page you are looking for cannot be found");
    const button = [...el.shadow.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === "Book another");
    button?.click();
    await el.waitForText("Select a Location");
    expect(window.location.hash).toBe("#/callback-service?lang=en");
    el.remove();
  });
});
