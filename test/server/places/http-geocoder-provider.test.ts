import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHttpGeocoderProvider, type HttpGeocoderOptions } from "../../../server/src/places/http-geocoder-provider.js";

/** A real geocoder stand-in on a free local port; each path plays one behaviour. */
describe("HTTP geocoder places provider", () => {
  let server: Server;
  let base = "";
  const requests: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
  const failures: Array<{ error: unknown; context: { operation: string; url: string } }> = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      requests.push({ url: req.url ?? "", headers: req.headers });
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      switch (url.pathname) {
        case "/ok/suggest":
          return json(200, {
            suggestions: Array.from({ length: 10 }, (_, i) => ({ id: `p${i}`, description: `${url.searchParams.get("q")} #${i}` })),
          });
        case "/ok/details/p1":
          return json(200, { id: "p1", formatted_address: "1 Main St, Springfield, IL, United States", lat: 39.8, lng: -89.6, country: "us" });
        case "/ok/details/missing":
          return json(404, { error: "not found" });
        case "/slow/suggest":
        case "/slow/details/p1":
          return setTimeout(() => res.destroyed || json(200, { suggestions: [] }), 2000).unref();
        case "/broken/suggest":
        case "/broken/details/p1":
          return json(500, { error: "boom" });
        case "/odd/suggest":
          return json(200, { results: [{ name: "not our shape" }] });
        case "/odd/details/p1":
          return json(200, { id: "p1", formatted_address: "x", lat: "39.8", lng: -89.6, country: "US" });
        default:
          return json(404, {});
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
  });

  beforeEach(() => {
    requests.length = 0;
    failures.length = 0;
  });

  function provider(path: string, options: Partial<HttpGeocoderOptions> = {}) {
    return createHttpGeocoderProvider({
      suggestUrl: `${base}/${path}/suggest?q={query}&countries={countries}&limit={limit}&key=secret`,
      detailsUrl: `${base}/${path}/details/{id}`,
      onError: (error, context) => failures.push({ error, context }),
      ...options,
    });
  }

  it("maps suggestions, fills the URL template encoded, sends the key and keeps to the limit", async () => {
    const places = provider("ok", { apiKey: "k-123" });
    const found = await places.suggest("springfield, il & co", { countries: ["US", "CA"], limit: 3 });
    expect(found).toEqual([
      { id: "p0", description: "springfield, il & co #0" },
      { id: "p1", description: "springfield, il & co #1" },
      { id: "p2", description: "springfield, il & co #2" },
    ]);
    const sent = new URL(requests[0]?.url ?? "", base);
    expect(sent.searchParams.get("countries")).toBe("US,CA");
    expect(sent.searchParams.get("limit")).toBe("3");
    expect(requests[0]?.headers["x-api-key"]).toBe("k-123");
    expect(failures).toEqual([]);
  });

  it("sends no key header without a key", async () => {
    await provider("ok").suggest("ab", { countries: ["US"], limit: 8 });
    expect(requests[0]?.headers["x-api-key"]).toBeUndefined();
  });

  it("maps details", async () => {
    expect(await provider("ok").details("p1")).toEqual({
      id: "p1",
      formatted_address: "1 Main St, Springfield, IL, United States",
      lat: 39.8,
      lng: -89.6,
      country: "US",
    });
  });

  it("answers undefined for an id the geocoder does not know, without calling it a failure", async () => {
    expect(await provider("ok").details("missing")).toBeUndefined();
    expect(failures).toEqual([]);
  });

  it("gives up after the time-out and answers nothing", async () => {
    const places = provider("slow", { timeoutMs: 150 });
    const started = performance.now();
    expect(await places.suggest("ab", { countries: ["US"], limit: 8 })).toEqual([]);
    expect(await places.details("p1")).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1500);
    expect(failures.map((f) => f.context.operation)).toEqual(["suggest", "details"]);
  });

  it("answers nothing on a server error, reporting it without the query string", async () => {
    const places = provider("broken");
    expect(await places.suggest("ab", { countries: ["US"], limit: 8 })).toEqual([]);
    expect(await places.details("p1")).toBeUndefined();
    expect(failures).toHaveLength(2);
    expect(String(failures[0]?.error)).toContain("500");
    expect(failures[0]?.context).toEqual({ operation: "suggest", url: `${base}/broken/suggest` });
    expect(JSON.stringify(failures)).not.toContain("secret");
  });

  it("answers nothing when the JSON is not the documented shape", async () => {
    const places = provider("odd");
    expect(await places.suggest("ab", { countries: ["US"], limit: 8 })).toEqual([]);
    expect(await places.details("p1")).toBeUndefined();
    expect(failures).toHaveLength(2);
  });

  it("answers nothing when the geocoder cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const places = createHttpGeocoderProvider({ suggestUrl: `http://127.0.0.1:${port}/s?q={query}`, detailsUrl: `http://127.0.0.1:${port}/d/{id}` });
    expect(await places.suggest("ab", { countries: ["US"], limit: 8 })).toEqual([]);
    expect(await places.details("p1")).toBeUndefined();
  });
});
