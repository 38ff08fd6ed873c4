/** Localized location names, and a language change loading them again. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../helpers/test-server.js";
import { mountElement, startServer, waitFor, type MountedElement } from "../helpers/element-harness.js";
import { listedNames, pickSuggestion, searchInput, typeInto } from "./location-select-helpers.js";

describe("location picker: languages", () => {
  let server: TestServer;
  let base: string;
  let el: MountedElement | undefined;
  beforeAll(async () => {
    ({ server, base } = await startServer());
  });
  afterEach(() => {
    el?.remove();
    el = undefined;
    history.replaceState(null, "", "/");
  });
  afterAll(async () => {
    await server.close();
  });

  it("lists the names in Spanish, with distances in the Spanish number format", async () => {
    el = await mountElement({ vendor: "demo", "api-base": base, lang: "es" });
    const { shadow } = el;
    await waitFor(() => listedNames(shadow).length === 4);
    // Downtown has a Spanish name; a location without one keeps its own.
    expect(listedNames(shadow)[0]).toBe("Sucursal del centro");
    expect(listedNames(shadow)).toContain("Toronto Branch");
    typeInto(searchInput(shadow), "M5H");
    await pickSuggestion(shadow, "Toronto");
    const distance = await waitFor(() => shadow.querySelector(".qb-location-distance")?.textContent);
    expect(distance).toMatch(/^\d+,\d\skm$/);
  });

  it("loads the names again when the language changes, keeping the search", async () => {
    el = await mountElement({ vendor: "demo", "api-base": base });
    const { shadow } = el;
    await waitFor(() => listedNames(shadow).length === 4);
    typeInto(searchInput(shadow), "10007");
    await pickSuggestion(shadow, "New York, NY 10007");
    await waitFor(() => listedNames(shadow).join() === "Downtown Branch,350 Fifth Avenue, New York, NY 10118");
    const picker = shadow.querySelector<HTMLSelectElement>(".qb-header select");
    if (!picker) throw new Error("no language picker");
    picker.value = "fr";
    picker.dispatchEvent(new Event("change", { bubbles: true }));
    await waitFor(() => listedNames(shadow)[0] === "Agence du centre-ville");
    expect(listedNames(shadow)).toHaveLength(2);
    expect(shadow.querySelector(".qb-location-distance")?.textContent).toMatch(/^\d+,\d\smi$/);
  });
});
