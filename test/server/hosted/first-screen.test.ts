/**
 * The server's first-screen renderer never fails a hosted page: with no build, or a build whose
 * renderer throws, the page is sent without the rendered screen (the element renders it
 * itself), and a throw is logged. The same screen from the same answers is rendered once, each
 * response with its own nonce. The reads a screen asks for are answered in rounds and carried
 * by the page; one the API does not answer leaves the screen to the element. What a real render sends is shown in Chromium
 * (test/browser/server-rendered-form.test.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, expect, it, vi } from "vitest";
import type { FirstScreenInput, InlinedAnswer, WantedRead } from "#contract";
import { paintFirstScreen } from "../../../server/src/hosted/first-screen.js";

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

/** The page's answers as the open API would give them: a read of `/missing` is not answered. */
const readNothing = async () => undefined;
const readEcho = async ({ path, query }: WantedRead): Promise<InlinedAnswer | undefined> =>
  path === "/missing" ? undefined : { path, query, locale: "en", body: `answer to ${path}` };

/** The painted HTML alone. */
const html = async (log: FastifyBaseLogger, given: FirstScreenInput, path: string) => (await paintFirstScreen(log, given, readNothing, path)).html;

function entry(name: string, source: string): string {
  const path = join(dir, name);
  writeFileSync(path, source);
  return path;
}

it("sends nothing, and logs nothing, while there is no build", async () => {
  const { log, error } = logger();
  expect(await html(log, input, join(dir, "missing.mjs"))).toBeUndefined();
  expect(error).not.toHaveBeenCalled();
});

it("hands over what the built renderer returns", async () => {
  const { log } = logger();
  const path = entry("works.mjs", "export const renderFirstScreen = async (input) => ({ html: '<p>' + input.url + '</p>', wanted: [] });");
  expect(await html(log, input, path)).toBe("<p>/callback-service/1?vendor=demo</p>");
});

it("sends the page without the screen when the renderer throws, and logs why", async () => {
  const { log, error } = logger();
  const path = entry("throws.mjs", 'export const renderFirstScreen = () => { throw new Error("boom"); };');
  expect(await html(log, input, path)).toBeUndefined();
  expect(error).toHaveBeenCalledTimes(1);
  expect(String(error.mock.calls[0]?.[1])).toContain("could not be rendered");
});

it("logs a build that exports no renderer, and sends the page without it", async () => {
  const { log, error } = logger();
  const path = entry("empty.mjs", "export const other = 1;");
  expect(await html(log, input, path)).toBeUndefined();
  expect(error).toHaveBeenCalledTimes(1);
});

it("renders the same screen from the same answers once, each page with its own nonce", async () => {
  const { log } = logger();
  const path = entry(
    "counted.mjs",
    "globalThis.qbRenders = 0; export const renderFirstScreen = async (input) => { globalThis.qbRenders += 1; return { html: '<style nonce=\"' + input.nonce + '\"></style>' + input.url, wanted: [] }; };",
  );
  const renders = () => (globalThis as { qbRenders?: number }).qbRenders;
  const first = await html(log, { ...input, nonce: "AAAA" }, path);
  const second = await html(log, { ...input, nonce: "BBBB" }, path);
  expect(first).toBe('<style nonce="AAAA"></style>/callback-service/1?vendor=demo');
  expect(second).toBe('<style nonce="BBBB"></style>/callback-service/1?vendor=demo');
  expect(renders()).toBe(1);
  // Other answers (the line moved): rendered anew.
  await html(log, { ...input, answers: [{ path: "/x", query: {}, locale: "en", body: 1 }] }, path);
  expect(renders()).toBe(2);
});

/** A screen that asks for `/a`, then (with it) for `/b?n=1`, and renders once it has both; `/missing` when the url says so. */
const rounds = entry(
  "rounds.mjs",
  `export const renderFirstScreen = async (input) => {
    const has = (path) => input.answers.some((a) => a.path === path);
    if (input.url.includes("missing") && !has("/missing")) return { html: undefined, wanted: [{ path: "/missing", query: {} }] };
    if (!has("/a")) return { html: undefined, wanted: [{ path: "/a", query: {} }] };
    if (!has("/b")) return { html: undefined, wanted: [{ path: "/b", query: { n: "1" } }] };
    return { html: "<p>" + input.answers.map((a) => a.body).join(", ") + "</p>", wanted: [] };
  };`,
);

it("answers the reads the screen asks for, round by round, and the page carries them", async () => {
  const { log } = logger();
  const painted = await paintFirstScreen(log, { ...input, url: "/book?rounds" }, readEcho, rounds);
  expect(painted.html).toBe("<p>answer to /a, answer to /b</p>");
  expect(painted.answers.map((a) => [a.path, a.query])).toEqual([
    ["/a", {}],
    ["/b", { n: "1" }],
  ]);
});

it("leaves the screen to the element when a read it asks for is not answered", async () => {
  const { log } = logger();
  const painted = await paintFirstScreen(log, { ...input, url: "/book?missing" }, readEcho, rounds);
  expect(painted).toEqual({ html: undefined, answers: [] });
});
