/**
 * Answers go out compressed (issue 19, item 5): the API's JSON and the hosted pages in brotli or
 * gzip as the client accepts, small answers and clients that accept neither as they are; the
 * answer decodes to the same document.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../helpers/test-server.js";

describeEachDialect("compressed answers", (server) => {
  const URL = "/api/v2/open/locations";

  it("sends a list brotli-compressed to a client that accepts brotli, the same JSON once decoded", async () => {
    const plain = await server().call({ method: "GET", url: URL, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await server().call({ method: "GET", url: URL, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString("utf8"))).toEqual(plain.json());
  });

  it("sends gzip to a client that accepts only gzip", async () => {
    const plain = await server().call({ method: "GET", url: URL, headers: { "accept-encoding": "identity" } });
    const gz = await server().call({ method: "GET", url: URL, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString("utf8"))).toEqual(plain.json());
  });

  it("leaves a small answer as it is", async () => {
    const res = await server().call({ method: "GET", url: "/healthz", headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it("compresses a hosted page", async () => {
    const res = await server().call({ method: "GET", url: "/callback-service?vendor=demo", vendor: null, headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString("utf8")).toMatch(/^<!doctype html>/);
  });
});
