/**
 * One HTTP load run with autocannon, from the bench's process against a server in another:
 * saturation (50 connections, as fast as answers come) or a fixed offered load (`overallRate`),
 * where the p99 shows what a client waits when the server is not the bottleneck.
 */
import autocannon from "autocannon";

export interface Throughput {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export type LoadOptions = Partial<autocannon.Options>;

export async function measure(url: string, options: LoadOptions, seconds: number): Promise<Throughput> {
  const result = await autocannon({ url, connections: 50, duration: seconds, ...options });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Saturation at 50 connections, then the p99 at `rate` requests a second offered, the same requests. */
export async function measureBoth(url: string, options: (run: "saturated" | "fixed") => LoadOptions, seconds: number, rate = 100) {
  const saturated = await measure(url, options("saturated"), seconds);
  const fixed = await measure(url, { ...options("fixed"), connections: 10, overallRate: rate }, seconds);
  return { saturated, fixed };
}
