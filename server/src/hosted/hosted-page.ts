/**
 * The HTML of a hosted page: `<queue-booking routing="path">` full-page, with everything the
 * element would otherwise fetch first (the vendor's public settings, a CSRF token, the first
 * screen's reads) inlined as attributes and, when the server rendered it, the first screen
 * itself in a declarative shadow root (`first-screen.ts`). The head preloads the scripts and
 * fonts that screen needs. No inline script and no style attribute, so the page runs under the
 * strict policy of `content-security-policy.ts`; its CSS is in nonce'd `<style>` elements.
 */
import type { Locale } from "#contract";
import { escapeHtml } from "./escape-html.js";
import type { PageHead } from "./page-head.js";
import type { PageFonts } from "./page-fonts.js";
import type { PageOptions } from "./page-query.js";

/** Full-height page; the element brings all its own styles inside its shadow root. */
const PAGE_CSS =
  "html,body{margin:0;min-height:100%}body{display:flex;flex-direction:column;min-height:100vh}" +
  "queue-booking{flex:1 0 auto}main{font-family:system-ui,sans-serif;padding:1rem}";

/**
 * Framed (`mode=embed`): exactly as tall as the content, so the frame's height helper can make
 * the iframe grow and shrink with it; a page stretched to the frame could never shrink. The map
 * gets a fixed height for the same reason: a share of a frame's height that follows its content
 * would grow without end.
 */
const EMBED_PAGE_CSS = "html,body{margin:0}queue-booking{display:block;--qb-map-height:560px}";

/**
 * Where the footer starts, by mode. A screen fills in as its reads arrive, and a footer in view
 * under "Loading…" would be pushed down by each of them (layout shifts): on a page the main
 * column starts a screen tall, so the footer is below the fold from the first paint; a lobby
 * board fills the screen instead, its footer at the bottom. (The element's own default, on a
 * vendor's page, is neither.)
 */
const frameCss = (mode: PageOptions["mode"]) => (mode === "tv" ? "queue-booking{--qb-app-min-height:100vh}" : "queue-booking{--qb-main-min-height:100vh}");

export interface HostedPageInput {
  /** The first screen's title, description and indexing (`page-head.ts`). */
  head: PageHead;
  vendorSlug: string;
  options: PageOptions;
  /** The vendor's public settings (`publicVendorSettings`), inlined as JSON. */
  settings: unknown;
  csrfToken: string;
  nonce: string;
  /** The script to load: this build's release entry (`widget-release.ts`). */
  entryPath: string;
  /** Scripts to fetch while the HTML is parsed: the entry and its language's catalog (`widgetPreloads`). */
  modulePreloads?: readonly string[];
  /** The element's own web fonts the first screen uses (`page-fonts.ts`): preloaded and declared. */
  fonts?: PageFonts;
  /** The first screen's reads, answered by the open API (`first-screen-answers.ts`). */
  answers?: readonly unknown[];
  /** The first screen rendered by the server: the inside of the element's shadow root. */
  shadowHtml?: string;
  /** A public page's oEmbed discovery `<link>` (`oembed.ts`). */
  oembedLink?: string;
}

function attributes(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join("");
}

/** The document skeleton shared by the hosted pages and their 404. */
export function htmlDocument(locale: Locale, title: string, nonce: string, head: string, body: string, css = PAGE_CSS): string {
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style nonce="${escapeHtml(nonce)}">${css}</style>
${head}</head>
<body>
${body}
</body>
</html>
`;
}

/** The server's first screen as the element's declarative shadow root (painted before any script). */
function shadowRoot(html: string | undefined): string {
  return html ? `<template shadowrootmode="open">${html}</template>` : "";
}

export function renderHostedPage(input: HostedPageInput): string {
  const { options, nonce } = input;
  const element = `<queue-booking${attributes({
    // The element may reload this page to start afresh (it never reloads a vendor's page).
    "data-hosted": "",
    routing: "path",
    vendor: input.vendorSlug,
    lang: options.lang,
    mode: options.mode,
    service: options.service,
    "walk-in": options.walkIn,
    nonce,
    "csrf-token": input.csrfToken,
    settings: JSON.stringify(input.settings),
    answers: input.answers?.length ? JSON.stringify(input.answers) : undefined,
  })}>${shadowRoot(input.shadowHtml)}</queue-booking>`;
  const meta =
    `<meta name="description" content="${escapeHtml(input.head.description)}">\n` +
    (input.head.noindex ? `<meta name="robots" content="${input.head.indexIfEmbedded ? "noindex, indexifembedded" : "noindex"}">\n` : "");
  const preloads = (input.modulePreloads ?? []).map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">\n`).join("");
  const fonts = (input.fonts?.files ?? []).map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>\n`).join("");
  const script = `<script type="module" src="${escapeHtml(input.entryPath)}" nonce="${escapeHtml(nonce)}"></script>\n`;
  const css = (options.mode === "embed" ? EMBED_PAGE_CSS : PAGE_CSS + frameCss(options.mode)) + (input.fonts?.css ?? "");
  return htmlDocument(options.locale, input.head.title, nonce, meta + (input.oembedLink ?? "") + preloads + fonts + script, element, css);
}
