/**
 * Joins per second and p99 latency of `POST /api/v2/open/queue-appointments`, next to a bare
 * Fastify JSON route measured the same way in the same process: the ratio is the figure.
 */
import autocannon from "autocannon";
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";

export interface Throughput {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

export async function measure(url: string, options: Partial<autocannon.Options>, seconds: number): Promise<Throughput> {
  const result = await autocannon({ url, connections: 50, duration: seconds, ...options });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx };
}

/** The baseline: Fastify answering a small JSON object, nothing else. */
export async function startBareServer(): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  app.get("/bare", async () => ({ ok: true, at: Date.now() }));
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, url: `${url}/bare` };
}
