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
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import type { Locale, PublicVendorSettings } from "#contract";
import type { InlinedAnswer } from "./first-screen-answers.js";
import { PROJECT_ROOT } from "./project-paths.js";

/** What the renderer takes (its own `FirstScreenInput`). */
export interface FirstScreenInput {
  url: string;
  attributes: Record<string, string | undefined>;
  locale: Locale;
  settings: PublicVendorSettings;
  answers: InlinedAnswer[];
  nonce: string;
  apiBase: string;
}

type Renderer = (input: FirstScreenInput) => string | undefined;

export const SERVER_RENDER_ENTRY = join(PROJECT_ROOT, "dist", "server-render", "first-screen.mjs");

let loaded: Promise<Renderer> | undefined;

/** The built renderer, imported once; undefined while there is no build. */
function renderer(entry: string): Promise<Renderer> | undefined {
  if (!loaded) {
    if (!existsSync(entry)) return undefined;
    loaded = import(pathToFileURL(entry).href).then((module: { renderFirstScreen?: unknown }) => {
      if (typeof module.renderFirstScreen !== "function") throw new Error(`${entry} exports no renderFirstScreen`);
      return module.renderFirstScreen as Renderer;
    });
  }
  return loaded;
}

/** The shadow root's HTML, or undefined (the page is then sent without it). */
export async function renderFirstScreen(log: FastifyBaseLogger, input: FirstScreenInput, entry = SERVER_RENDER_ENTRY): Promise<string | undefined> {
  try {
    const render = await renderer(entry);
    return render?.(input);
  } catch (error) {
    log.error({ err: error, url: input.url }, "hosted page: the first screen could not be rendered on the server; sent without it");
    return undefined;
  }
}
