/**
 * The strict policy of every page this server renders for browsers (hosted pages, the demo
 * host, their 404): no 'unsafe-inline' anywhere. The page's one `<style>` and the element's
 * emotion style tags carry a per-response nonce instead.
 */
import { randomBytes } from "node:crypto";
import type { FastifyReply } from "fastify";
import { allowFraming } from "../http/security-headers.js";

/** Who may frame a page: any site (the hosted pages, `mode=embed`), or none. */
export type Framing = "any" | "none";

/** A fresh nonce for one response (128 bits, base64 as CSP expects). */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The policy for one response. `frame-ancestors *` because vendors frame the hosted pages
 * (`mode=embed`); `img-src https:` for vendor logos and map tiles; `ws:`/`wss:` for `/live`.
 * `captchaSources` (a vendor with the kiosk captcha on) may load the captcha's scripts and
 * frames; no other page allows them. Trusted Types are enforced with no policy allowed: the
 * element writes no HTML string anywhere (`html-subset.tsx`), and the browser tests run every
 * hosted page under it. Not on a page with the captcha, whose third-party script is not ours to
 * vouch for.
 */
export function pageContentSecurityPolicy(nonce: string, captchaSources: readonly string[] = [], framing: Framing = "any"): string {
  const captcha = captchaSources.map((source) => ` ${source}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${captcha}`,
    ...(captcha ? [`frame-src${captcha}`] : []),
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self' ws: wss:",
    `frame-ancestors ${framing === "any" ? "*" : "'none'"}`,
    "base-uri 'none'",
    "object-src 'none'",
    ...(captcha ? [] : ["require-trusted-types-for 'script'", "trusted-types 'none'"]),
  ].join("; ");
}

/**
 * How long a browser may keep a page. `no-store` by default. Hosted pages with no secret in
 * their address send `private, no-cache` instead: no shared cache keeps one (each holds a nonce
 * and a CSRF token), the browser asks again before reusing it (no ETag: the nonce differs on
 * every answer, so a revalidation is a full answer), and the page may enter the back/forward
 * cache, which `no-store` bars.
 */
export const PAGE_NO_STORE = "no-store";
export const PAGE_REVALIDATE = "private, no-cache";

/**
 * Headers of an HTML page: the policy (framing allowed: no X-Frame-Options), no MIME sniffing,
 * and `cacheControl` (no caching unless the caller says otherwise: see `PAGE_REVALIDATE`).
 * `framing: "none"` keeps the framing ban (the back office: a signed-in page no site may frame).
 */
export function sendHtmlPage(
  reply: FastifyReply,
  status: number,
  nonce: string,
  html: string,
  captchaSources: readonly string[] = [],
  framing: Framing = "any",
  cacheControl: string = PAGE_NO_STORE,
): FastifyReply {
  return (framing === "any" ? allowFraming(reply) : reply)
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("content-security-policy", pageContentSecurityPolicy(nonce, captchaSources, framing))
    .header("x-content-type-options", "nosniff")
    .header("referrer-policy", "strict-origin-when-cross-origin")
    .header("cache-control", cacheControl)
    .send(html);
}
