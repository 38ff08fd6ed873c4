/** The start is announced in the run's one format: a banner for a terminal, a JSON line otherwise. */
import { Writable } from "node:stream";
import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../server/src/config.js";
import { announceListening } from "../../server/src/start-announcement.js";

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  // Fastify's own logger (pino), as the server uses it.
  return { lines, log: Fastify({ logger: { level: "info", stream } }).log };
}

describe("announceListening", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs one structured `listening` line in JSON format, and prints nothing else", async () => {
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const { lines, log } = capturedLogger();
    announceListening(loadConfig({ NODE_ENV: "production", DEFAULT_VENDOR: "acme" }, true), log, { address: "http://0.0.0.0:3000", dialect: "postgres" });
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({ msg: "listening", url: "http://localhost:3000", dialect: "postgres", demo: false, defaultVendor: "acme" });
    expect(write).not.toHaveBeenCalled();
  });

  it("prints the human banner in pretty format", () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => written.push(String(chunk)) > 0);
    const { lines, log } = capturedLogger();
    announceListening(loadConfig({}, true), log, { address: "http://127.0.0.1:3000", dialect: "sqlite" });
    const banner = written.join("");
    expect(banner).toContain("queue-booking is running on http://127.0.0.1:3000 (sqlite)");
    expect(banner).toContain("(default vendor: demo)");
    expect(banner).toContain("http://127.0.0.1:3000/healthz");
    expect(lines).toEqual([]);
  });
});
