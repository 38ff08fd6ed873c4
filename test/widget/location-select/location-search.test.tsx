/** The picker's list and search: order, distances after a search, radius, combobox, debounce. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestServer } from "../../helpers/test-server.js";
import { mountElement, startServer, waitFor, type MountedElement } from "../helpers/element-harness.js";
import { listedNames, pickSuggestion, pressKey, searchInput, typeInto } from "./location-select-helpers.js";

const ALL_PUBLIC = ["Downtown Branch", "Harbor Callback Center", "350 Fifth Avenue, New York, NY 10118", "Toronto Branch"];

describe("location picker: list and search", () => {
  let server: TestServer;
  let base: string;
  let el: MountedElement | undefined;
  beforeAll(async () => {
    ({ server, base } = await startServer());
  });
  afterEach(() => {
    el?.remove();
    el = undefined;
    vi.restoreAllMocks();
    history.replaceState(null, "", "/");
  });
  afterAll(async () => {
    await server.close();
  });

  const mount = async (extra: Record<string, string> = {}) => {
    el = await mountElement({ vendor: "demo", "api-base": base, ...extra });
    await el.waitForText("Select a Location");
    await waitFor(() => listedNames(el?.shadow as ShadowRoot).length > 0);
    return el;
  };

  it("lists the public locations in the server's order, with open now and the wait", async () => {
    const { shadow, text } = await mount();
    expect(listedNames(shadow)).toEqual(ALL_PUBLIC);
    expect(text()).not.toContain("Riverside");
    const items = [...shadow.querySelectorAll(".qb-location-item")];
    expect(items[0]?.textContent).toContain("Open now");
    // Harbor is temporarily closed whatever its hours say, with no opening in view and no wait.
    expect(items[1]?.textContent).toContain("Closed for the rest of today");
    expect(items[1]?.textContent).not.toContain("Estimated wait");
    expect(items[0]?.textContent).toMatch(/Estimated wait: \d+ minutes/);
    // Nothing was searched, so no distances.
    expect(shadow.querySelector(".qb-location-distance")).toBeNull();
  });

  it("after choosing a suggestion lists only locations within the radius, nearest first, in miles to one decimal", async () => {
    const { shadow } = await mount();
    typeInto(searchInput(shadow), "10007");
    await pickSuggestion(shadow, "New York, NY 10007");
    await waitFor(() => shadow.querySelector(".qb-location-distance"));
    expect(listedNames(shadow)).toEqual(["Downtown Branch", "350 Fifth Avenue, New York, NY 10118"]);
    const distances = [...shadow.querySelectorAll(".qb-location-distance")].map((d) => d.textContent);
    expect(distances).toHaveLength(2);
    for (const d of distances) expect(d).toMatch(/^\d+\.\d mi$/);
    expect(Number.parseFloat(distances[0] ?? "")).toBeLessThan(Number.parseFloat(distances[1] ?? ""));
    expect(searchInput(shadow).value).toContain("New York, NY 10007");
  });

  it("shows distances in kilometres for a Canadian location", async () => {
    const { shadow } = await mount();
    typeInto(searchInput(shadow), "M5H");
    await pickSuggestion(shadow, "Toronto");
    await waitFor(() => listedNames(shadow).join() === "Toronto Branch");
    expect(shadow.querySelector(".qb-location-distance")?.textContent).toMatch(/^\d+\.\d km$/);
  });

  it("shows No Locations Found far from every location, and clearing the search restores them all", async () => {
    const { shadow, waitForText } = await mount();
    typeInto(searchInput(shadow), "Seattle");
    await pickSuggestion(shadow, "Seattle, WA");
    await waitForText("No Locations Found");
    expect(listedNames(shadow)).toEqual([]);
    const clear = shadow.querySelector<HTMLButtonElement>(".qb-place-search-clear");
    expect(clear?.getAttribute("aria-label")).toBe("Clear search");
    clear?.click();
    await waitFor(() => listedNames(shadow).length === ALL_PUBLIC.length);
    expect(listedNames(shadow)).toEqual(ALL_PUBLIC);
    expect(searchInput(shadow).value).toBe("");
  });

  it("is a combobox driven by the arrow keys and Enter", async () => {
    const { shadow } = await mount();
    const input = searchInput(shadow);
    const listbox = shadow.querySelector('[role="listbox"]');
    expect(input.getAttribute("aria-controls")).toBe(listbox?.id);
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(shadow.querySelector(`label[for="${input.id}"]`)?.textContent).toBe("Search by city or postal code");
    input.focus();
    typeInto(input, "New York");
    await waitFor(() => input.getAttribute("aria-expanded") === "true");
    const options = [...shadow.querySelectorAll('[role="option"]')];
    expect(options.length).toBeGreaterThan(0);
    // Down twice, up once: the first option ("New York, NY") is the active one.
    pressKey(input, "ArrowDown");
    await waitFor(() => input.getAttribute("aria-activedescendant") === options[0]?.id);
    pressKey(input, "ArrowDown");
    await waitFor(() => input.getAttribute("aria-activedescendant") === options[1]?.id);
    pressKey(input, "ArrowUp");
    await waitFor(() => input.getAttribute("aria-activedescendant") === options[0]?.id);
    expect(options[0]?.getAttribute("aria-selected")).toBe("true");
    expect(options[1]?.getAttribute("aria-selected")).toBe("false");
    pressKey(input, "Enter");
    await waitFor(() => input.getAttribute("aria-expanded") === "false");
    expect(input.value).toBe(options[0]?.textContent);
    // The chosen place's coordinates were looked up: the results now carry distances.
    await waitFor(() => shadow.querySelector(".qb-location-distance, .qb-location-empty"));
    expect(listedNames(shadow)).not.toContain("Toronto Branch");
  });

  it("says No places found for a look-up that found nothing, never for one that failed", async () => {
    // Set before the element is made: its API client keeps the fetch it found.
    const realFetch = globalThis.fetch;
    let failing = false;
    const failed: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!failing || !url.includes("/api/v2/open/places?")) return realFetch(input, init);
      failed.push(url);
      return Promise.resolve(Response.json({ code: "not_found", message: "gone" }, { status: 404 }));
    });
    const { shadow } = await mount();
    const input = searchInput(shadow);
    const status = () => [...shadow.querySelectorAll('.qb-place-search [role="status"]')].map((r) => r.textContent).join("");
    input.focus();
    typeInto(input, "Qxzqy");
    await waitFor(() => status() === "No places found");

    failing = true;
    typeInto(input, "Qxzqyw");
    await waitFor(() => failed.some((url) => url.includes("q=Qxzqyw")));
    await new Promise((r) => setTimeout(r, 100));
    expect(status()).toBe("");
  });

  it("asks for suggestions only once typing pauses for 200 ms", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { shadow } = await mount();
    const placeCalls = () =>
      fetchSpy.mock.calls.map(([url]) => String(url instanceof Request ? url.url : url)).filter((u) => u.includes("/api/v2/open/places?"));
    const input = searchInput(shadow);
    for (const typed of ["1", "10", "100", "1000", "10007"]) typeInto(input, typed);
    await new Promise((r) => setTimeout(r, 120));
    expect(placeCalls()).toEqual([]);
    await waitFor(() => shadow.querySelectorAll('[role="option"]').length > 0);
    expect(placeCalls()).toHaveLength(1);
    expect(new URL(placeCalls()[0] ?? "").searchParams.get("q")).toBe("10007");
    // Restricted to the countries the vendor has locations in.
    expect(new URL(placeCalls()[0] ?? "").searchParams.get("country")).toBe("US,CA");
  });
});
