/**
 * A vendor document of 5,000 locations and 15,000 staff is checked, compared and written a slice
 * at a time, and on SQLite reads go on beside the writer: while it is written, other clients'
 * requests (the health check, which reads the database, and the vendor's settings) keep being
 * answered within a fraction of a second, where the whole write once held every request for seconds. The pieces written slice by slice are the same as the
 * whole: the stored text, the entity tag.
 */
import { expect, it } from "vitest";
import { benchVendor } from "../../../../bench/bench-vendor.js";
import { timeSlicer } from "../../../../server/src/time/time-slices.js";
import { documentEtag, documentEtagSliced, documentJsonSliced } from "../../../../server/src/vendors/document-etag.js";
import { sampleVendorDocument } from "../../../helpers/sample-vendor-document.js";
import { ADMIN_TOKEN, describeEachDialect } from "../../../helpers/test-server.js";

it("tags and writes a document slice by slice exactly as whole", async () => {
  const doc = { ...sampleVendorDocument(), unset: undefined, odd: [1, undefined, { b: 1, a: [2] }], none: [] } as Record<string, unknown>;
  expect(await documentEtagSliced(doc, timeSlicer(0))).toBe(documentEtag(doc));
  expect(await documentJsonSliced(doc, timeSlicer(0))).toBe(JSON.stringify(doc));
});

describeEachDialect(
  "a large vendor document written while others are served",
  (server) => {
    it("answers other requests throughout a 5,000-location write", async () => {
      const body = JSON.stringify(benchVendor(5_000));
      // Warm: the demo vendor's settings come from the configuration cache.
      expect((await server().call({ method: "GET", url: "/api/v2/open/vendor" })).statusCode).toBe(200);
      let writing = true;
      const latencies: number[] = [];
      const others = (async () => {
        while (writing) {
          const started = performance.now();
          const [health, vendor] = await Promise.all([
            server().call({ method: "GET", url: "/healthz", vendor: null }),
            server().call({ method: "GET", url: "/api/v2/open/vendor" }),
          ]);
          expect(health.statusCode).toBe(200);
          expect(vendor.statusCode).toBe(200);
          latencies.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })();
      const started = performance.now();
      const res = await server().app.inject({
        method: "PUT",
        url: "/api/v2/admin/vendors/big/document",
        payload: body,
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      });
      const took = performance.now() - started;
      writing = false;
      await others;
      expect(res.statusCode, res.body.slice(0, 500)).toBe(201);
      const slowest = Math.max(...latencies);
      console.log(`[large write] ${(took / 1000).toFixed(1)} s; ${latencies.length} other answers meanwhile, the slowest in ${slowest.toFixed(0)} ms`);
      expect(latencies.length).toBeGreaterThan(10);
      // The write takes seconds; no other request waits for more than a small part of it.
      expect(slowest).toBeLessThan(Math.max(500, took / 5));
      const stored = await server()
        .store.db.selectFrom("locations")
        .innerJoin("vendors", "vendors.id", "locations.vendor_id")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("vendors.slug", "=", "big")
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(5_000);
    }, 180_000);
  },
  // SQLite in a file, as deployed: reads go on beside the writer (in memory there is one connection).
  { env: { CONFIG_CACHE_TTL_MS: "60000" }, sqliteFile: true },
);
