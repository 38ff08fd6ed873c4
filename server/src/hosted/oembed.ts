/**
 * The oEmbed answer (oembed.com, JSON or XML, type `rich`) for a vendor's public hosted page: its
 * `mode=embed` version in an iframe, with the frame helper that keeps the iframe as tall as its
 * content (`queue-booking-frame.js`; a CMS that strips scripts keeps the iframe at its given
 * height). Sized 480 × 720 CSS pixels unless the consumer asks for less (`maxwidth`,
 * `maxheight`: an answer never exceeds them).
 */
import type { OembedAnswer } from "#contract/oembed";
import { escapeHtml } from "./escape-html.js";

export type { OembedAnswer };

/** What a phone-sized column shows of a screen without scrolling inside the frame. */
export const OEMBED_WIDTH = 480;
export const OEMBED_HEIGHT = 720;
/** How long a consumer may keep the answer (seconds): the page's address and title rarely change. */
export const OEMBED_CACHE_AGE = 86_400;

export interface OembedInput {
  /** The page asked about, absolute. */
  page: URL;
  /** The page's title in the language asked for (`page-head.ts`). */
  title: string;
  vendorName: string;
  maxwidth?: number;
  maxheight?: number;
}

export function oembedAnswer({ page, title, vendorName, maxwidth, maxheight }: OembedInput): OembedAnswer {
  const width = Math.min(OEMBED_WIDTH, maxwidth ?? OEMBED_WIDTH);
  const height = Math.min(OEMBED_HEIGHT, maxheight ?? OEMBED_HEIGHT);
  const framed = new URL(page);
  framed.searchParams.set("mode", "embed");
  const html =
    `<iframe data-queue-booking src="${escapeHtml(framed.href)}" width="${width}" height="${height}" title="${escapeHtml(title)}" ` +
    `style="border:0;max-width:100%" loading="lazy"></iframe>` +
    `<script src="${escapeHtml(new URL("/widget/queue-booking-frame.js", page).href)}" defer></script>`;
  return {
    version: "1.0",
    type: "rich",
    title,
    provider_name: vendorName,
    provider_url: page.origin,
    cache_age: OEMBED_CACHE_AGE,
    html,
    width,
    height,
  };
}

/** The same answer in oEmbed's XML form (section 2.3.4): one element per field, text escaped. */
export function oembedXml(answer: OembedAnswer): string {
  const fields = Object.entries(answer)
    .map(([name, value]) => `<${name}>${escapeHtml(String(value))}</${name}>`)
    .join("");
  return `<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<oembed>${fields}</oembed>\n`;
}

/** The discovery link a public hosted page carries in its head (oEmbed section 4). */
export function oembedDiscoveryLink(page: URL, title: string): string {
  return (["json", "xml"] as const)
    .map((format) => {
      const href = new URL("/oembed", page);
      href.searchParams.set("url", page.href);
      href.searchParams.set("format", format);
      return `<link rel="alternate" type="${format === "json" ? "application/json+oembed" : "text/xml+oembed"}" href="${escapeHtml(href.href)}" title="${escapeHtml(title)}">\n`;
    })
    .join("");
}
