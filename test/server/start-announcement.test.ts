/** The start is announced in the run's one format: a banner for a terminal, a JSON line otherwise. */
import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../server/src/config.js";
import { announceListening } from "../../server/src/start-announcement.js";
import { captureLog } from "../helpers/log-capture.js";

function capturedLogger() {
  const capture = captureLog();
  // Fastify's own logger (pino), as the server uses it.
  return { lines: capture.lines, log: Fastify({ logger: { level: "info", stream: capture.stream } }).log };
}

describe("announceListening", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs one structured `listening` line in JSON format, and prints nothing else", async () => {
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const { lines, log } = capturedLogger();
    announceListening(loadConfig({ NODE_ENV: "production", DEFAULT_VENDOR: "acme" }, true), log, { address: "http://0.0.0.0:3000", dialect: "postgres" });
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
      msg: "listening",
      url: "http://localhost:3000",
      dialect: "postgres",
      demo: false,
      defaultVendor: "acme",
    });
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
    expect(banner).toContain("start here: http://127.0.0.1:3000/");
    expect(banner).toContain("Demo sign-in        dana@maple-main.example (admin) or ana@maple-main.example (staff), password maple-main-demo");
    expect(banner).toMatch(/Back office +http:\/\/127\.0\.0\.1:3000\/office\n/);
    expect(banner).toMatch(/Desk +http:\/\/127\.0\.0\.1:3000\/office\/desk\n/);
    expect(banner).not.toMatch(/\/staff\b/);
    expect(lines).toEqual([]);
  });
});
