/**
 * One address flooding the location list of a 1,000-branch vendor costs another client nothing
 * measurable: the list without a point is built once a second for everyone (shared, compressed
 * once), a list built for a point is charged by its size against the address's read budget, and
 * an address has at most a few reads in flight. Measured as a ratio within the test: another
 * client's median read time while the flood runs (once the flooder has met its limits) against
 * the same reads before it, with the production defaults of the limits. Real sockets from other
 * loopback addresses, as separate machines would be.
 */
import { Agent, request } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { benchVendor } from "../../../bench/bench-vendor.js";
import { ADMIN_TOKEN, describeEachDialect } from "../../helpers/test-server.js";

interface Answer {
  status: number;
  ms: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function client(port: number, from: string) {
  const agent = new Agent({ keepAlive: true, localAddress: from, maxSockets: 32 });
  const get = (path: string, headers: Record<string, string> = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = request({ host: "127.0.0.1", port, path, agent, headers: { "x-vendor": "bench", ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });
  return { get, close: () => agent.destroy() };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

describeEachDialect(
  "reads under a flood from one address",
  (server) => {
    let port = 0;
    let locationId = 0;
    const clients: { close(): void }[] = [];
    beforeAll(async () => {
      const put = await server().app.inject({
        method: "PUT",
        url: "/api/v2/admin/vendors/bench/document",
        payload: benchVendor(1_000),
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      expect(put.statusCode, put.body).toBe(201);
      const address = await server().app.listen({ port: 0, host: "127.0.0.1" });
      port = Number(new URL(address).port);
      const row = await server().store.db.selectFrom("locations").select("id").where("key", "=", "branch-500").executeTakeFirstOrThrow();
      locationId = row.id;
    }, 120_000);
    afterAll(() => {
      for (const c of clients) c.close();
    });

    it("serves the list without a point to everyone from one build, compressed once", async () => {
      const reader = client(port, "127.0.0.7");
      clients.push(reader);
      const first = await reader.get("/api/v2/open/locations", { "accept-encoding": "gzip" });
      expect(first.status).toBe(200);
      expect(first.headers["content-encoding"]).toBe("gzip");
      const list = JSON.parse(gunzipSync(first.body).toString()) as { data: unknown[] };
      expect(list.data).toHaveLength(1_000);
      const again = await reader.get("/api/v2/open/locations", { "accept-encoding": "gzip" });
      expect(again.body.equals(first.body)).toBe(true);
    }, 60_000);

    it("keeps another client's reads fast while one address floods the list", async () => {
      const other = client(port, "127.0.0.3");
      const flooder = client(port, "127.0.0.2");
      clients.push(other, flooder);
      const read = () => other.get(`/api/v2/open/queue-appointments-services/${locationId}`);
      // Warm: the other client's path and the server's caches.
      for (let i = 0; i < 10; i++) expect((await read()).status).toBe(200);
      const before: number[] = [];
      for (let i = 0; i < 30; i++) before.push((await read()).ms);

      let flooding = true;
      const statuses = new Map<number, number>();
      const loop = async (n: number) => {
        while (flooding) {
          const point = n % 2 ? `?lat=${(35 + Math.random() * 5).toFixed(4)}&lng=${(-98 + Math.random() * 5).toFixed(4)}` : "";
          const answer = await flooder.get(`/api/v2/open/locations${point}`, { "accept-encoding": "gzip" });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }
      };
      const loops = Array.from({ length: 20 }, (_, n) => loop(n));
      // The flooder meets its limits first; from then on it costs the others nothing measurable.
      await expect.poll(() => statuses.get(429) ?? 0, { timeout: 60_000, interval: 50 }).toBeGreaterThan(20);
      const during: number[] = [];
      for (let i = 0; i < 30; i++) {
        const answer = await read();
        expect(answer.status).toBe(200);
        during.push(answer.ms);
      }
      flooding = false;
      await Promise.all(loops);
      const ratio = median(during) / median(before);
      console.log(
        `[read-cost] other client's median ${median(before).toFixed(2)} ms alone, ${median(during).toFixed(2)} ms under the flood (×${ratio.toFixed(2)}); flooder's answers`,
        Object.fromEntries(statuses),
      );
      expect(ratio).toBeLessThan(10);
    }, 120_000);
  },
  {
    // The production defaults of the read limits and caches (the test server turns them off).
    env: { READ_COST_PER_MINUTE: "1200", READ_CONCURRENCY_PER_ADDRESS: "8", SHARED_READ_CACHE_MS: "1000", CONFIG_CACHE_TTL_MS: "60000" },
  },
);
