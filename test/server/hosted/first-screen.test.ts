/**
 * The server's first-screen renderer never fails a hosted page: with no build, or a build whose
 * renderer throws, the page is sent without the rendered screen (the element renders it
 * itself), and a throw is logged. The same screen from the same answers is rendered once, each
 * response with its own nonce. What a real render sends is shown in Chromium
 * (test/browser/server-rendered-form.test.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, expect, it, vi } from "vitest";
import type { FirstScreenInput } from "#contract";
import { renderFirstScreen } from "../../../server/src/hosted/first-screen.js";

const dir = mkdtempSync(join(tmpdir(), "qb-first-screen-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const input = {
  url: "/callback-service/1?vendor=demo",
  attributes: {},
  locale: "en",
  answers: [],
  nonce: "n",
  apiBase: "http://x",
} as unknown as FirstScreenInput;

function logger() {
  const error = vi.fn();
  return { log: { error } as unknown as FastifyBaseLogger, error };
}

function entry(name: string, source: string): string {
  const path = join(dir, name);
  writeFileSync(path, source);
  return path;
}

it("sends nothing, and logs nothing, while there is no build", async () => {
  const { log, error } = logger();
  expect(await renderFirstScreen(log, input, join(dir, "missing.mjs"))).toBeUndefined();
  expect(error).not.toHaveBeenCalled();
});

it("hands over what the built renderer returns", async () => {
  const { log } = logger();
  const path = entry("works.mjs", "export const renderFirstScreen = (input) => '<p>' + input.url + '</p>';");
  expect(await renderFirstScreen(log, input, path)).toBe("<p>/callback-service/1?vendor=demo</p>");
});

it("sends the page without the screen when the renderer throws, and logs why", async () => {
  const { log, error } = logger();
  const path = entry("throws.mjs", 'export const renderFirstScreen = () => { throw new Error("boom"); };');
  expect(await renderFirstScreen(log, input, path)).toBeUndefined();
  expect(error).toHaveBeenCalledTimes(1);
  expect(String(error.mock.calls[0]?.[1])).toContain("could not be rendered");
});

it("logs a build that exports no renderer, and sends the page without it", async () => {
  const { log, error } = logger();
  const path = entry("empty.mjs", "export const other = 1;");
  expect(await renderFirstScreen(log, input, path)).toBeUndefined();
  expect(error).toHaveBeenCalledTimes(1);
});

it("renders the same screen from the same answers once, each page with its own nonce", async () => {
  const { log } = logger();
  const path = entry(
    "counted.mjs",
    "globalThis.qbRenders = 0; export const renderFirstScreen = (input) => { globalThis.qbRenders += 1; return '<style nonce=\"' + input.nonce + '\"></style>' + input.url; };",
  );
  const renders = () => (globalThis as { qbRenders?: number }).qbRenders;
  const first = await renderFirstScreen(log, { ...input, nonce: "AAAA" }, path);
  const second = await renderFirstScreen(log, { ...input, nonce: "BBBB" }, path);
  expect(first).toBe('<style nonce="AAAA"></style>/callback-service/1?vendor=demo');
  expect(second).toBe('<style nonce="BBBB"></style>/callback-service/1?vendor=demo');
  expect(renders()).toBe(1);
  // Other answers (the line moved): rendered anew.
  await renderFirstScreen(log, { ...input, answers: [{ path: "/x", query: {}, locale: "en", body: 1 }] }, path);
  expect(renders()).toBe(2);
});
