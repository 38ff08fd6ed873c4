import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, expect, it } from "vitest";
import { describeEachDialect } from "../../../helpers/test-server.js";

interface Suggestions {
  data: Array<{ id: string; type: string; attributes: { description: string } }>;
}

describeEachDialect("GET /api/v2/open/places", (server) => {
  const search = (query: string, vendor?: string) => server().call({ method: "GET", url: `/api/v2/open/places?${query}`, vendor });

  it("suggests postal codes as JSON:API resources", async () => {
    const res = await search("q=9021");
    expect(res.statusCode).toBe(200);
    const body = res.json() as Suggestions;
    expect(body.data[0]).toEqual({ id: "zip:US:90210", type: "places", attributes: { description: "Beverly Hills, CA 90210, United States" } });
    expect(body.data.every((s) => s.type === "places" && s.id.startsWith("zip:US:9021"))).toBe(true);
  });

  it("suggests cities, at most 8", async () => {
    const body = (await search("q=springfield")).json() as Suggestions;
    expect(body.data).toHaveLength(8);
    expect(body.data.map((s) => s.id)).toContain("city:US:IL:springfield");
    const montreal = (await search(`q=${encodeURIComponent(" Montréal ")}`)).json() as Suggestions;
    expect(montreal.data[0]?.attributes.description).toBe("Montreal, QC, Canada");
  });

  it("keeps to the requested countries", async () => {
    const us = (await search("q=montr&country=US")).json() as Suggestions;
    expect(us.data.length).toBeGreaterThan(0);
    expect(us.data.every((s) => s.id.split(":")[1] === "US")).toBe(true);
    const ca = (await search("q=montr&country=CA")).json() as Suggestions;
    expect(ca.data.map((s) => s.id)[0]).toBe("city:CA:QC:montreal");
    expect(ca.data.every((s) => s.id.split(":")[1] === "CA")).toBe(true);
    const both = (await search("q=montr&country=US,CA")).json() as Suggestions;
    expect(new Set(both.data.map((s) => s.id.split(":")[1]))).toEqual(new Set(["US", "CA"]));
  });

  it("answers an empty list for a query shorter than 2 characters", async () => {
    for (const q of ["", "a", "%20%20b%20"]) {
      const res = await search(`q=${q}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [] });
    }
  });

  it("rejects a missing, too long or repeated query and unknown countries with field errors", async () => {
    const long = await search(`q=${"a".repeat(101)}&country=FR`);
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({
      code: "validation_failed",
      errors: [
        { field: "q", code: "invalid_value" },
        { field: "country", code: "invalid_value" },
      ],
    });
    const missing = await search("country=US");
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: "validation_failed", errors: [{ field: "q", code: "required" }] });
    const repeated = await search("q=ab&q=cd");
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json()).toMatchObject({ errors: [{ field: "q", code: "invalid_type" }] });
  });

  it("answers 404 vendor_not_found for an unknown vendor", async () => {
    const res = await search("q=9021", "no-such-vendor");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "vendor_not_found" });
  });

  it("is documented under the open tag", async () => {
    const doc = (await server().call({ method: "GET", url: "/api/docs/json", vendor: null })).json() as {
      paths: Record<string, { get?: { tags?: string[]; parameters?: Array<{ name: string; in: string }> } }>;
    };
    const list = doc.paths["/api/v2/open/places"]?.get;
    expect(list?.tags).toEqual(["open"]);
    // Its own query, and the vendor every open call names (openapi-route-docs.ts).
    expect(list?.parameters?.map((p) => `${p.in}:${p.name}`).sort()).toEqual(["header:X-Vendor", "query:country", "query:q", "query:vendor"]);
    const one = doc.paths["/api/v2/open/places/{id}"]?.get;
    expect(one?.tags).toEqual(["open"]);
    expect(one?.parameters?.map((p) => `${p.in}:${p.name}`).sort()).toEqual(["header:X-Vendor", "path:id", "query:vendor"]);
  });
});

describeEachDialect("GET /api/v2/open/places/{id}", (server) => {
  const get = (id: string, vendor?: string) => server().call({ method: "GET", url: `/api/v2/open/places/${encodeURIComponent(id)}`, vendor });

  it("answers the address and coordinates of a suggestion, cacheable for a day", async () => {
    const res = await get("zip:US:90210");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect(res.json()).toEqual({
      data: {
        id: "zip:US:90210",
        type: "places",
        attributes: { formatted_address: "Beverly Hills, CA 90210, United States", lat: 34.0901, lng: -118.4065, country: "US" },
      },
    });
    const toronto = await server().call({ method: "GET", url: "/api/v2/open/places/zip:CA:M5V" });
    expect(toronto.json()).toMatchObject({ data: { attributes: { formatted_address: "Toronto, ON M5V, Canada", country: "CA" } } });
  });

  it("resolves the ids the search suggests", async () => {
    const list = (await server().call({ method: "GET", url: "/api/v2/open/places?q=springfield,%20il" })).json() as Suggestions;
    expect(list.data.map((s) => s.id)).toEqual(["city:US:IL:springfield"]);
    const res = await get("city:US:IL:springfield");
    expect(res.json()).toMatchObject({ data: { id: "city:US:IL:springfield", attributes: { formatted_address: "Springfield, IL, United States" } } });
  });

  it("answers 404 not_found for an unknown id, without caching it", async () => {
    const res = await get("zip:US:00000");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "not_found", message: "No such place" });
    expect(res.headers["cache-control"]).toBeUndefined();
  });

  it("refuses over-long ids", async () => {
    expect((await get("x".repeat(100))).json()).toMatchObject({ code: "not_found" });
    // Fastify refuses path parameters over 100 characters (maxParamLength) before routing.
    expect((await get("x".repeat(101))).statusCode).toBe(422);
  });

  it("answers 404 vendor_not_found for an unknown vendor", async () => {
    const res = await get("zip:US:90210", "no-such-vendor");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "vendor_not_found" });
  });
});

// A hosted geocoder chosen through the environment, on a real local port.
const geocoder = createServer((req, res) => {
  res.writeHead(req.url?.includes("broken") ? 500 : 200, { "content-type": "application/json" });
  res.end(JSON.stringify({ suggestions: [{ id: "g-1", description: "From the hosted geocoder" }] }));
});
await new Promise<void>((resolve) => geocoder.listen(0, "127.0.0.1", resolve));
const geocoderBase = `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}`;
afterAll(async () => {
  geocoder.closeAllConnections();
  await new Promise<void>((resolve) => geocoder.close(() => resolve()));
});

describeEachDialect(
  "places from a hosted geocoder (PLACES_PROVIDER=http)",
  (server) => {
    it("answers the geocoder's suggestions", async () => {
      const res = await server().call({ method: "GET", url: "/api/v2/open/places?q=main%20st" });
      expect(res.json()).toEqual({ data: [{ id: "g-1", type: "places", attributes: { description: "From the hosted geocoder" } }] });
    });

    it("answers 404 when the geocoder fails, as search failures are silent", async () => {
      const res = await server().call({ method: "GET", url: "/api/v2/open/places/g-1" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "not_found" });
    });
  },
  {
    env: {
      PLACES_PROVIDER: "http",
      PLACES_SUGGEST_URL: `${geocoderBase}/suggest?q={query}`,
      PLACES_DETAILS_URL: `${geocoderBase}/broken/{id}`,
    },
  },
);
