/**
 * Narrow and wide layouts by the element's own width, the lazily loaded map, and the map
 * settings the server hands the element. happy-dom lays nothing out and loads no images, so
 * the map is checked for its container and markers, never for tiles.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestServer, type TestServer } from "../../helpers/test-server.js";
import { mountElement, startServer, waitFor, type MountedElement } from "../helpers/element-harness.js";
import { FakeResizeObserver, listedNames, pickSuggestion, searchInput, typeInto } from "./location-select-helpers.js";

describe("location picker: layout", () => {
  let server: TestServer;
  let base: string;
  let el: MountedElement | undefined;
  beforeAll(async () => {
    ({ server, base } = await startServer());
    vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  });
  afterEach(() => {
    el?.remove();
    el = undefined;
    history.replaceState(null, "", "/");
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await server.close();
  });

  const mount = async () => {
    el = await mountElement({ vendor: "demo", "api-base": base });
    const mounted = el;
    await waitFor(() => listedNames(mounted.shadow).length === 4);
    await waitFor(() => FakeResizeObserver.observes(mounted.element));
    return mounted;
  };

  it("shows a plain list when the element is narrow", async () => {
    const { shadow, element } = await mount();
    FakeResizeObserver.resize(element, 767);
    await new Promise((r) => setTimeout(r, 50));
    expect(shadow.querySelector(".qb-location-map")).toBeNull();
    expect(shadow.querySelector(".qb-location-select")?.classList.contains("qb-wide")).toBe(false);
  });

  it("puts the list over a lazily loaded map when the element is wide, and back", async () => {
    const { shadow, element } = await mount();
    const before = (window as { L?: unknown }).L;
    FakeResizeObserver.resize(element, 1024);
    const map = await waitFor(() => shadow.querySelector<HTMLElement>(".qb-location-map"));
    // A named <section>: a region landmark for screen readers.
    expect(map.tagName).toBe("SECTION");
    expect(map.getAttribute("aria-label")).toBe("Map of locations");
    await waitFor(() => map.dataset.state !== "loading");
    expect(map.dataset.state).toBe("ready");
    // One marker per listed location, named for screen readers; the list still works.
    const pins = await waitFor(() => {
      const found = shadow.querySelectorAll(".qb-map-pin");
      return found.length === 4 ? found : undefined;
    });
    expect([...pins].map((p) => p.getAttribute("aria-label"))).toEqual(listedNames(shadow));
    expect(shadow.querySelector(".qb-location-panel .qb-location-list")).not.toBeNull();
    // Leaflet's `window.L` does not outlive its loading.
    expect((window as { L?: unknown }).L).toBe(before);

    // A marker opens the same details as the list.
    (pins[0] as HTMLElement).click();
    await waitFor(() => shadow.querySelector(".qb-location-details h2")?.textContent === "Downtown Branch");
    // The map hears of the selection in an effect, just after the panel renders it.
    await waitFor(() => pins[0]?.classList.contains("qb-selected"));

    FakeResizeObserver.resize(element, 600);
    await waitFor(() => shadow.querySelector(".qb-location-map") === null);
    expect(shadow.querySelector(".qb-location-details")).not.toBeNull();
  });

  it("keeps what was typed when the layout switches", async () => {
    const { shadow, element } = await mount();
    typeInto(searchInput(shadow), "10007");
    await pickSuggestion(shadow, "New York, NY 10007");
    await waitFor(() => listedNames(shadow).length === 2);
    FakeResizeObserver.resize(element, 1200);
    await waitFor(() => shadow.querySelector(".qb-location-map"));
    expect(searchInput(shadow).value).toContain("10007");
    expect(listedNames(shadow)).toHaveLength(2);
    await waitFor(() => shadow.querySelectorAll(".qb-map-pin").length === 2);
  });
});

describe("location picker: map settings from the server", () => {
  it("hands the element OpenStreetMap tiles and credit by default", async () => {
    const server = await createTestServer("sqlite");
    const res = await server.call({ url: "/api/v2/open/vendor" });
    expect(res.json().data.attributes.map).toEqual({
      tile_url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: expect.stringContaining("OpenStreetMap"),
    });
    await server.close();
  });

  it("hands the element the configured tiles, without OpenStreetMap's credit", async () => {
    const server = await createTestServer("sqlite", { env: { MAP_TILE_URL: "https://tiles.example.org/{z}/{x}/{y}.png" } });
    const res = await server.call({ url: "/api/v2/open/vendor" });
    expect(res.json().data.attributes.map).toEqual({ tile_url: "https://tiles.example.org/{z}/{x}/{y}.png", attribution: "" });
    await server.close();
  });
});
