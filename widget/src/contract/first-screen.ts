/**
 * What a hosted page hands its first screen: the reads the server answered with the page
 * (`InlinedAnswer`, the element's `answers` attribute) and what the server's renderer of that
 * screen takes (`FirstScreenInput`; server/src/hosted/first-screen.ts calls
 * widget/src/server-render/render-first-screen.tsx, built for Node).
 */
import type { Locale } from "./locales.js";
import type { PublicVendorSettings } from "./public-vendor.js";

/**
 * A read's answer the server already gave with the page: the open API's own answer to `path`
 * with `query` (without the vendor) in `locale`, so the element's first screen renders without
 * asking again.
 */
export interface InlinedAnswer {
  path: string;
  query: Record<string, string>;
  locale: Locale;
  body: unknown;
}

export interface FirstScreenInput {
  /** The page's path and query, as the element reads its route (`routing="path"`). */
  url: string;
  /** The element's attributes as the page writes them (vendor, lang, mode, service, walkIn). */
  attributes: Record<string, string | undefined>;
  /** The language the element will start in (the page's, as its answers are). */
  locale: Locale;
  settings: PublicVendorSettings;
  answers: InlinedAnswer[];
  /** The response's CSP nonce, for the style elements. */
  nonce: string;
  /** The server's own origin, as the element's API base. */
  apiBase: string;
}

/** A read a screen asked for, as the open API takes it (without the vendor). */
export interface WantedRead {
  path: string;
  query: Record<string, string>;
}

/**
 * What the renderer makes of a page: the shadow root's HTML when the screen rendered complete
 * from the answers, and the reads it asked for that the answers did not hold (the server answers
 * them and renders again).
 */
export interface FirstScreenRender {
  html: string | undefined;
  wanted: WantedRead[];
}
