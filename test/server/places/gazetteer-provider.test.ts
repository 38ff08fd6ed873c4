import { beforeAll, describe, expect, it } from "vitest";
import { createGazetteerProvider } from "../../../server/src/places/gazetteer-provider.js";
import type { PlacesProvider } from "../../../server/src/places/places-provider.js";

const BOTH = { countries: ["US", "CA"], limit: 8 };

describe("gazetteer places provider", () => {
  let places: PlacesProvider;
  let first: Awaited<ReturnType<PlacesProvider["suggest"]>> = [];

  beforeAll(async () => {
    // The index is built on the first query, not at creation, so no server start waits for it.
    // How long it takes is a figure for the bench, never a timed assertion here.
    places = createGazetteerProvider();
    first = await places.suggest("90210", BOTH);
  });

  const ids = async (query: string, options = BOTH) => (await places.suggest(query, options)).map((s) => s.id);

  it("builds its index on the first query and answers it", () => {
    expect(first).toEqual([{ id: "zip:US:90210", description: "Beverly Hills, CA 90210, United States" }]);
  });

  describe("postal codes", () => {
    it("matches US ZIP code prefixes in code order", async () => {
      const found = await places.suggest("9021", BOTH);
      expect(found.length).toBeGreaterThan(1);
      expect(found[0]).toEqual({ id: "zip:US:90210", description: "Beverly Hills, CA 90210, United States" });
      expect(found.every((s) => /^zip:US:9021\d$/.test(s.id))).toBe(true);
      expect(await ids("90210-1234")).toEqual(["zip:US:90210"]);
    });

    it("matches Canadian forward sortation areas, whatever the case and spacing of the full code", async () => {
      for (const query of ["M5V", "m5v", "m5v 3l9", "M5V3L9"]) {
        expect(await places.suggest(query, BOTH)).toEqual([{ id: "zip:CA:M5V", description: "Toronto, ON M5V, Canada" }]);
      }
      const prefix = await ids("m5");
      expect(prefix).toHaveLength(8);
      expect(prefix.every((id) => id.startsWith("zip:CA:M5"))).toBe(true);
      expect(prefix).toEqual([...prefix].sort());
    });
  });

  describe("cities", () => {
    it("matches city name prefixes, bigger places first", async () => {
      expect((await ids("beverly"))[0]).toBe("city:US:CA:beverly-hills");
      const sa = await places.suggest("san fr", BOTH);
      expect(sa[0]).toEqual({ id: "city:US:CA:san-francisco", description: "San Francisco, CA, United States" });
    });

    it("ignores case and accents", async () => {
      for (const query of ["montr", "Montré", "MONTREAL", "montréal"]) {
        expect((await ids(query))[0]).toBe("city:CA:QC:montreal");
      }
      expect((await places.suggest("sept-iles", BOTH))[0]).toEqual({ id: "city:CA:QC:sept-iles", description: "Sept-Îles, QC, Canada" });
      expect((await places.suggest("trois riv", BOTH))[0]?.description).toBe("Trois-Rivières, QC, Canada");
    });

    it("shows Canadian places by their city, not the gazetteer's neighbourhood lists", async () => {
      expect(await ids("toronto", { countries: ["CA"], limit: 8 })).toEqual(["city:CA:ON:toronto"]);
      for (const query of ["toronto", "calgary", "montr", "québec", "m5", "h2", "val-d"]) {
        for (const { description } of await places.suggest(query, BOTH)) {
          expect(description).not.toMatch(/[()\uFFFD]|Downtown|Stn | {2}/);
        }
      }
    });

    it('narrows "City, ST" and "City ST" to the state or province', async () => {
      expect(await ids("springfield, il")).toEqual(["city:US:IL:springfield"]);
      expect(await ids("Springfield, Illinois")).toEqual(["city:US:IL:springfield"]);
      expect(await ids("springfield il")).toEqual(["city:US:IL:springfield"]);
      expect(await ids("toronto, ont")).toEqual(["city:CA:ON:toronto"]);
      const anywhere = await ids("springfield");
      expect(anywhere).toContain("city:US:IL:springfield");
      expect(anywhere).toContain("city:US:MO:springfield");
    });
  });

  it("keeps to the requested countries", async () => {
    const us = await ids("montr", { countries: ["US"], limit: 8 });
    expect(us.length).toBeGreaterThan(0);
    expect(us.every((id) => id.split(":")[1] === "US")).toBe(true);
    const ca = await ids("york", { countries: ["CA"], limit: 8 });
    expect(ca.length).toBeGreaterThan(0);
    expect(ca.every((id) => id.split(":")[1] === "CA")).toBe(true);
    expect(await ids("9021", { countries: ["CA"], limit: 8 })).toEqual([]);
    expect(await ids("M5V", { countries: ["US"], limit: 8 })).toEqual([]);
    expect(await ids("toronto", { countries: [], limit: 8 })).toEqual([]);
  });

  it("answers at most `limit` suggestions", async () => {
    expect(await ids("sa", { countries: ["US", "CA"], limit: 3 })).toHaveLength(3);
    expect(await ids("9", { countries: ["US", "CA"], limit: 5 })).toHaveLength(0);
    expect(await ids("90", { countries: ["US", "CA"], limit: 5 })).toHaveLength(5);
    expect(await ids("sa", { countries: ["US", "CA"], limit: 0 })).toEqual([]);
  });

  it("answers nothing for queries that match nothing", async () => {
    expect(await ids("zzzzqx")).toEqual([]);
    expect(await ids("   ")).toEqual([]);
    expect(await ids("00000")).toEqual([]);
  });

  describe("details", () => {
    it("formats a US ZIP code", async () => {
      expect(await places.details("zip:US:90210")).toEqual({
        id: "zip:US:90210",
        formatted_address: "Beverly Hills, CA 90210, United States",
        lat: 34.0901,
        lng: -118.4065,
        country: "US",
      });
    });

    it("formats a Canadian area with the province abbreviation", async () => {
      expect(await places.details("zip:CA:M5V")).toEqual({
        id: "zip:CA:M5V",
        formatted_address: "Toronto, ON M5V, Canada",
        lat: 43.6525,
        lng: -79.3686,
        country: "CA",
      });
    });

    it("places a city at the centroid of its postal codes", async () => {
      const city = await places.details("city:US:IL:springfield");
      expect(city).toMatchObject({ id: "city:US:IL:springfield", formatted_address: "Springfield, IL, United States", country: "US" });
      expect(city?.lat).toBeCloseTo(39.8, 0);
      expect(city?.lng).toBeCloseTo(-89.6, 0);
      expect((await places.details("city:CA:QC:montreal"))?.formatted_address).toBe("Montreal, QC, Canada");
    });

    it("resolves every id it suggests, with the same text", async () => {
      for (const query of ["9021", "M5V", "beverly", "montr", "springfield, il"]) {
        for (const suggestion of await places.suggest(query, BOTH)) {
          expect((await places.details(suggestion.id))?.formatted_address).toBe(suggestion.description);
        }
      }
    });

    it("leaves out rows without usable coordinates", async () => {
      // The gazetteer lost the latitude of a few Canadian areas and puts military mail at 0,0.
      expect(await places.details("zip:CA:E2E")).toBeUndefined();
      expect(await places.details("zip:US:34001")).toBeUndefined();
      expect(await ids("E2E")).toEqual([]);
    });

    it("answers undefined for unknown ids", async () => {
      for (const id of ["", "nope", "zip:US:00000", "zip:CA:90210", "zip:US:M5V", "zip:US:9021", "city:US:IL:atlantis", "city:US:IL"]) {
        expect(await places.details(id)).toBeUndefined();
      }
    });
  });
});
