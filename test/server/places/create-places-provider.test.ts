import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../server/src/config.js";
import { createPlacesProvider } from "../../../server/src/places/create-places-provider.js";

describe("places configuration", () => {
  it("defaults to the built-in gazetteer", () => {
    expect(loadConfig({}).places).toEqual({ kind: "gazetteer" });
    expect(loadConfig({ PLACES_PROVIDER: "gazetteer", PLACES_SUGGEST_URL: "https://geo.example/s?q={query}" }).places).toEqual({ kind: "gazetteer" });
  });

  it("reads the hosted geocoder's settings", () => {
    const config = loadConfig({
      PLACES_PROVIDER: "http",
      PLACES_SUGGEST_URL: "https://geo.example/s?q={query}&cc={countries}",
      PLACES_DETAILS_URL: "https://geo.example/d/{id}",
      PLACES_API_KEY: "k-123",
    });
    expect(config.places).toEqual({
      kind: "http",
      suggestUrl: "https://geo.example/s?q={query}&cc={countries}",
      detailsUrl: "https://geo.example/d/{id}",
      apiKey: "k-123",
    });
  });

  it("says which URLs are missing when http is chosen without them", () => {
    expect(() => loadConfig({ PLACES_PROVIDER: "http" })).toThrow(ConfigError);
    expect(() => loadConfig({ PLACES_PROVIDER: "http" })).toThrow(/PLACES_PROVIDER=http needs PLACES_SUGGEST_URL and PLACES_DETAILS_URL/);
    expect(() => loadConfig({ PLACES_PROVIDER: "http", PLACES_DETAILS_URL: "https://geo.example/d/{id}" })).toThrow(/needs PLACES_SUGGEST_URL$/);
  });

  it("rejects unknown providers and URL templates without their placeholder", () => {
    expect(() => loadConfig({ PLACES_PROVIDER: "google" })).toThrow(/PLACES_PROVIDER: must be gazetteer or http/);
    expect(() =>
      loadConfig({ PLACES_PROVIDER: "http", PLACES_SUGGEST_URL: "https://geo.example/s", PLACES_DETAILS_URL: "https://geo.example/d/{id}" }),
    ).toThrow(/PLACES_SUGGEST_URL: must contain \{query\}/);
    expect(() =>
      loadConfig({ PLACES_PROVIDER: "http", PLACES_SUGGEST_URL: "ftp://geo.example/{query}", PLACES_DETAILS_URL: "https://geo.example/d/{id}" }),
    ).toThrow(/PLACES_SUGGEST_URL: must be an http\(s\) URL template/);
  });
});

describe("createPlacesProvider", () => {
  let server: Server;
  let base = "";

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.writeHead(req.url?.startsWith("/fail") ? 503 : 200, { "content-type": "application/json" });
      res.end(JSON.stringify({ suggestions: [{ id: "remote-1", description: "From the geocoder" }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("answers from the gazetteer by default", async () => {
    const places = createPlacesProvider({ kind: "gazetteer" });
    expect((await places.suggest("90210", { countries: ["US"], limit: 1 }))[0]?.id).toBe("zip:US:90210");
  });

  it("answers from the hosted geocoder and logs its failures as warnings", async () => {
    const warnings: Array<{ details: object; message: string }> = [];
    const logger = { warn: (details: object, message: string) => warnings.push({ details, message }) };
    const ok = createPlacesProvider({ kind: "http", suggestUrl: `${base}/s?q={query}`, detailsUrl: `${base}/d/{id}`, apiKey: undefined }, logger);
    expect(await ok.suggest("ab", { countries: ["US"], limit: 8 })).toEqual([{ id: "remote-1", description: "From the geocoder" }]);
    expect(warnings).toEqual([]);

    const failing = createPlacesProvider({ kind: "http", suggestUrl: `${base}/fail?q={query}`, detailsUrl: `${base}/d/{id}`, apiKey: undefined }, logger);
    expect(await failing.suggest("ab", { countries: ["US"], limit: 8 })).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.details).toMatchObject({ operation: "suggest", url: `${base}/fail` });
  });
});
