/**
 * The picker for a vendor of 1,000 branches: a page of rows in the DOM, not 1,000; more on
 * request with focus on the first new row; a filter by name or street as the client types; a
 * branch's details read when it is chosen, never with the list.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createManyBranches } from "../../helpers/many-branches.js";
import type { TestServer } from "../../helpers/test-server.js";
import { mountElement, startServer, waitFor, type MountedElement } from "../helpers/element-harness.js";
import { listedNames, typeInto } from "./location-select-helpers.js";

const PAGE = 20;

describe("location picker: 1,000 branches", () => {
  let server: TestServer;
  let base: string;
  let el: MountedElement | undefined;
  beforeAll(async () => {
    ({ server, base } = await startServer());
    await createManyBranches(server, "many-branches", 1000);
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

  /** Mounts the picker and records the paths (with their queries) the element reads. */
  const mount = async () => {
    const reads: string[] = [];
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      url.searchParams.delete("vendor");
      reads.push(`${url.pathname}${url.search}`);
      return fetch(input, init);
    });
    el = await mountElement({ vendor: "many-branches", "api-base": base });
    const { shadow } = el;
    await waitFor(() => listedNames(shadow).length > 0).catch(() => {
      throw new Error(`${shadow.textContent?.slice(0, 300)} ${reads.join(" ")}`);
    });
    return { shadow, reads };
  };
  const filterInput = (shadow: ShadowRoot) => {
    const label = [...shadow.querySelectorAll("label")].find((l) => l.textContent === "Filter by name or street");
    return shadow.getElementById(label?.htmlFor ?? "") as HTMLInputElement;
  };
  const moreButton = (shadow: ShadowRoot) => shadow.querySelector<HTMLButtonElement>(".qb-location-more");

  it("puts one page of rows in the DOM, reading only that page, and says how many there are", async () => {
    const { shadow, reads } = await mount();
    expect(listedNames(shadow)).toHaveLength(PAGE);
    expect(shadow.querySelectorAll("li").length).toBeLessThanOrEqual(PAGE + 1);
    expect(listedNames(shadow)[0]).toBe("Branch 999");
    expect(reads.filter((r) => r.startsWith("/api/v3/open/locations"))).toEqual([`/api/v3/open/locations?limit=${PAGE}`]);
    expect(reads.some((r) => r.startsWith("/api/v2/open/locations"))).toBe(false);
    expect(shadow.textContent).toContain("1,000 locations found");
    expect(moreButton(shadow)?.textContent).toBe(`Show more locations (${PAGE} of 1000 shown)`);
  });

  it("shows the next page on request and moves focus to its first row", async () => {
    const { shadow } = await mount();
    moreButton(shadow)?.click();
    await waitFor(() => listedNames(shadow).length === 2 * PAGE);
    const items = [...shadow.querySelectorAll<HTMLElement>(".qb-location-item")];
    expect(items).toHaveLength(2 * PAGE);
    expect(shadow.activeElement).toBe(items[PAGE]);
    expect(items[PAGE]?.textContent).toContain("Branch 979");
  });

  it("filters by a branch's name or street as the client types", async () => {
    const { shadow, reads } = await mount();
    typeInto(filterInput(shadow), "maple 50");
    await waitFor(() => listedNames(shadow).includes("Branch 50") && !listedNames(shadow).includes("Branch 999"));
    const addresses = [...shadow.querySelectorAll(".qb-location-list .qb-location-address")].map((a) => a.textContent ?? "");
    for (const address of addresses) expect(address).toContain("Maple Road");
    expect(reads).toContain(`/api/v3/open/locations?limit=${PAGE}&q=maple+50`);
    // Words typed in a burst are read once, when typing pauses.
    expect(reads.filter((r) => r.includes("q=")).length).toBe(1);
    typeInto(filterInput(shadow), "");
    await waitFor(() => listedNames(shadow)[0] === "Branch 999");
    expect(listedNames(shadow)).toHaveLength(PAGE);
  });

  it("reads a branch's details when it is chosen, and shows its hours", async () => {
    const { shadow, reads } = await mount();
    const item = shadow.querySelector<HTMLButtonElement>(".qb-location-item");
    const id = item?.dataset.locationId;
    item?.click();
    const details = await waitFor(() => shadow.querySelector<HTMLElement>(".qb-location-details"));
    expect(reads).toContain(`/api/v2/open/locations/${id}`);
    expect(details.querySelector("h2")?.textContent).toBe("Branch 999");
    expect(shadow.activeElement).toBe(details.querySelector("h2"));
    expect(details.querySelectorAll(".qb-opening-hours tr")).toHaveLength(7);
    details.querySelector<HTMLButtonElement>(".qb-location-back")?.click();
    await waitFor(() => listedNames(shadow).length === PAGE);
    expect(shadow.activeElement).toBe(shadow.querySelector(`[data-location-id="${id}"]`));
  });
});
