import { beforeAll, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { createManyBranches } from "../../../helpers/many-branches.js";
import { describeEachDialect } from "../../../helpers/test-server.js";

interface Row {
  id: number;
  attributes: Record<string, unknown> & { name: string; formatted_address: string; distance?: number };
}
interface Page {
  data: Row[];
  meta: { total: number; limit: number; offset: number; search_radius: number; countries: string[] };
}

const LIST_FIELDS = ["coordinates", "formatted_address", "is_currently_open", "local_now", "name", "opens_at", "opens_at_local", "wait_time"];

describeEachDialect("GET /api/v3/open/locations", (server) => {
  let ids: DemoIds;
  const list = async (query: string, vendor = "many-branches"): Promise<Page> => {
    const res = await server().call({ method: "GET", url: `/api/v3/open/locations${query}`, vendor });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json() as Page;
  };

  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    await createManyBranches(server(), "many-branches", 1000);
  });

  it("answers only what a list row shows, in the vendor's order, with the page and the countries", async () => {
    const page = await list("", "demo");
    expect(page.data.map((l) => l.id)).toEqual([ids.location("downtown"), ids.location("harbor"), ids.location("uptown"), ids.location("toronto")]);
    for (const row of page.data) expect(Object.keys(row.attributes).sort()).toEqual(LIST_FIELDS);
    expect(page.data[0]?.attributes).toMatchObject({
      name: "Downtown Branch",
      formatted_address: "100 Main Street, New York, NY 10007",
      coordinates: { lat: 40.7128, lng: -74.006 },
      is_currently_open: true,
      wait_time: { minutes: 0 },
    });
    expect(page.meta).toEqual({ total: 4, limit: 20, offset: 0, search_radius: expect.any(Number), countries: ["CA", "US"] });
  });

  it("pages through 1,000 branches 20 at a time by default, and up to 1,000 in one page", async () => {
    const first = await list("");
    expect(first.meta).toMatchObject({ total: 1000, limit: 20, offset: 0 });
    expect(first.data).toHaveLength(20);
    // Sort order runs against the branch numbers (branch 999 comes first).
    expect(first.data.map((l) => l.attributes.name).slice(0, 3)).toEqual(["Branch 999", "Branch 998", "Branch 997"]);
    const second = await list("?offset=20&limit=20");
    expect(second.data[0]?.attributes.name).toBe("Branch 979");
    expect(new Set([...first.data, ...second.data].map((l) => l.id)).size).toBe(40);
    const whole = await list("?limit=1000");
    expect(whole.data).toHaveLength(1000);
    expect(whole.data.slice(0, 40).map((l) => l.id)).toEqual([...first.data, ...second.data].map((l) => l.id));
    const past = await list("?offset=1000");
    expect(past).toMatchObject({ data: [], meta: { total: 1000 } });
  });

  it("keeps the first page small: a twentieth of the full list's bytes or less", async () => {
    const light = await server().call({ method: "GET", url: "/api/v3/open/locations", vendor: "many-branches" });
    const full = await server().call({ method: "GET", url: "/api/v2/open/locations", vendor: "many-branches" });
    expect(light.body.length * 20).toBeLessThan(full.body.length);
  });

  it("from a point lists only branches within the radius, nearest first, with their distance", async () => {
    const page = await list("?lat=40&lng=-90&limit=1000");
    const names = page.data.map((l) => l.attributes.name);
    expect(names.slice(0, 3)).toEqual(["Branch 0", "Branch 1", "Branch 2"]);
    // 0.69 miles apart, 50 miles of radius: branches 0 to 72.
    expect(page.meta.total).toBe(73);
    expect(names.at(-1)).toBe("Branch 72");
    const distances = page.data.map((l) => l.attributes.distance ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(page.data[1]?.attributes).toMatchObject({ unit: "mi" });
    const paged = await list("?lat=40&lng=-90&limit=10&offset=10");
    expect(paged.data.map((l) => l.attributes.name)).toEqual(names.slice(10, 20));
  });

  it("filters by words of the name or the street, whatever their case and accents", async () => {
    const elm = await list("?q=elm&limit=1000");
    expect(elm.meta.total).toBe(333);
    for (const row of elm.data) expect(row.attributes.formatted_address).toContain("Elm Avenue");
    const both = await list(`?q=${encodeURIComponent("MAPLÉ  branch 50")}`);
    expect(both.data.length).toBeGreaterThan(0);
    for (const row of both.data) {
      expect(row.attributes.formatted_address).toContain("Maple Road");
      expect(`${row.attributes.name} ${row.attributes.formatted_address}`).toContain("50");
    }
    expect(both.data.map((l) => l.attributes.name)).toContain("Branch 50");
    const near = await list("?q=oak&lat=40&lng=-90");
    expect(near.data.map((l) => l.attributes.name).slice(0, 2)).toEqual(["Branch 0", "Branch 3"]);
    expect((await list("?q=nowhere")).meta.total).toBe(0);
  });

  it("never lists another vendor's branches", async () => {
    const page = await list("?q=branch&limit=1000", "demo");
    expect(page.data.map((l) => l.attributes.name)).toEqual(["Downtown Branch", "Toronto Branch"]);
  });

  it("refuses bad paging and filters with 422 validation_failed naming the field", async () => {
    for (const [query, field] of [
      ["?limit=0", "limit"],
      ["?limit=1001", "limit"],
      ["?limit=abc", "limit"],
      ["?limit=2.5", "limit"],
      ["?offset=-1", "offset"],
      [`?q=${"x".repeat(101)}`, "q"],
      ["?lat=abc&lng=1", "lat"],
    ] as const) {
      const res = await server().call({ method: "GET", url: `/api/v3/open/locations${query}` });
      expect(res.statusCode, query).toBe(422);
      expect(res.json(), query).toMatchObject({ code: "validation_failed", errors: [expect.objectContaining({ field })] });
    }
    const half = await server().call({ method: "GET", url: "/api/v3/open/locations?lat=40" });
    expect(half.statusCode).toBe(422);
    expect(half.json().code).toBe("validation_failed");
  });
});
