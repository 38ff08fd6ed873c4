/**
 * A hosted page's first screen rendered by the server, for the element's declarative shadow
 * root: the browser paints it before any script has run (docs/embedding.md, "Hosted pages").
 * The renderer is the element's own components, built for Node by rollup.config.mjs into
 * `dist/server-render/` (`widget/src/server-render/render-first-screen.tsx`), loaded once.
 *
 * Only a screen whose reads the page inlines (`first-screen-answers.ts`) is rendered, from
 * those same answers, so the element's first render matches it. Whatever goes wrong — no build
 * yet, a render that throws — the page is sent as before (the element renders the screen
 * itself) and the error is logged; a hosted page never fails for it.
 *
 * A render takes some milliseconds of the event loop (about 7 ms for the demo's form), so the
 * same screen from the same answers is rendered once: renders are kept by their input (the
 * waits in the answers change the key when the line moves) for a few seconds, the nonce put in
 * afterwards.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import { LRUCache } from "lru-cache";
import type { FirstScreenInput, FirstScreenRender, InlinedAnswer, WantedRead } from "#contract";
import { PROJECT_ROOT } from "./project-paths.js";

type Renderer = (input: FirstScreenInput) => Promise<FirstScreenRender>;

export const SERVER_RENDER_ENTRY = join(PROJECT_ROOT, "dist", "server-render", "first-screen.mjs");

/** By entry file: the server has one; tests give their own. */
const loaded = new Map<string, Promise<Renderer>>();

/** The built renderer, imported once; undefined while there is no build. */
function renderer(entry: string): Promise<Renderer> | undefined {
  let found = loaded.get(entry);
  if (!found) {
    if (!existsSync(entry)) return undefined;
    found = import(pathToFileURL(entry).href).then((module: { renderFirstScreen?: unknown }) => {
      if (typeof module.renderFirstScreen !== "function") throw new Error(`${entry} exports no renderFirstScreen`);
      return module.renderFirstScreen as Renderer;
    });
    loaded.set(entry, found);
  }
  return found;
}

/** Rendered with this nonce, then given the response's own (a nonce is base64: no clash). */
const NONCE_MARK = "qb-nonce-mark";
/**
 * Renders kept: the pages most asked for, a few kilobytes each, for 20 seconds at most (a wait
 * is painted in minutes from now: a render kept longer could show a minute too many).
 */
const rendered = new LRUCache<string, FirstScreenRender>({ max: 200, ttl: 20_000 });

const keyOf = (entry: string, input: FirstScreenInput) =>
  createHash("sha256")
    .update(JSON.stringify([entry, { ...input, nonce: undefined }]))
    .digest("base64url");

/** One render of the page's screen from its answers, kept; undefined when it failed (logged). */
async function renderOnce(log: FastifyBaseLogger, input: FirstScreenInput, entry: string): Promise<FirstScreenRender | undefined> {
  try {
    const render = await renderer(entry);
    if (!render) return undefined;
    const key = keyOf(entry, input);
    let kept = rendered.get(key);
    if (!kept) {
      kept = await render({ ...input, nonce: NONCE_MARK });
      rendered.set(key, kept);
    }
    return { html: kept.html?.replaceAll(`nonce="${NONCE_MARK}"`, `nonce="${input.nonce}"`), wanted: kept.wanted };
  } catch (error) {
    // The path only: a query may hold a code or a token, which the logger redacts only under req.
    log.error({ err: error, path: input.url.split("?")[0] }, "hosted page: the first screen could not be rendered on the server; sent without it");
    return undefined;
  }
}

/**
 * Renders at most this many times per page: a screen whose reads depend on what earlier ones
 * answered asks for them in rounds (a booking step's summary after its choices).
 */
const MAX_ROUNDS = 3;
/** A page carries at most this many answers: a screen asking for more is left to the element. */
const MAX_ANSWERS = 12;

/**
 * The shadow root's HTML for a page (undefined: the page is sent without it, and the element
 * renders the screen itself), and the answers the page carries: those given, and the reads the
 * screen asked for, answered by `read` (the open API, as the page's client) round by round until
 * it renders complete. A read the API does not answer with 200 ends the rounds: the element asks
 * for it itself and shows what the API says.
 */
export async function paintFirstScreen(
  log: FastifyBaseLogger,
  input: FirstScreenInput,
  read: (wanted: WantedRead) => Promise<InlinedAnswer | undefined>,
  entry = SERVER_RENDER_ENTRY,
): Promise<{ html: string | undefined; answers: InlinedAnswer[] }> {
  let answers = input.answers;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const result = await renderOnce(log, { ...input, answers }, entry);
    if (!result || result.html !== undefined || result.wanted.length === 0 || answers.length + result.wanted.length > MAX_ANSWERS) {
      return { html: result?.html, answers };
    }
    const fetched = await Promise.all(result.wanted.map(read));
    const found = fetched.filter((answer): answer is InlinedAnswer => answer !== undefined);
    answers = [...answers, ...found];
    if (found.length < fetched.length) break;
  }
  return { html: undefined, answers };
}
