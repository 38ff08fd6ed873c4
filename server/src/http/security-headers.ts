/**
 * Security headers on every response, by @fastify/helmet: no MIME sniffing, no framing, a
 * Content-Security-Policy that lets an API answer or file load nothing, and the rest of
 * helmet's defaults. Pages set their own policy over it: the hosted pages and the demo host
 * (content-security-policy.ts, which lift the framing ban: vendors frame them with
 * `mode=embed`), the back office (office-page-route.ts), and the API documentation (openapi.ts).
 */
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";

/** What a response that is not a page may do in a browser: nothing, not even be framed. */
const NOTHING = {
  "default-src": ["'none'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'none'"],
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: NOTHING },
    frameguard: { action: "deny" },
    // Vendor pages on other origins load the element's files, fonts and the API: helmet's
    // same-origin default would block the classic script (`queue-booking.iife.js`) and fonts.
    crossOriginResourcePolicy: { policy: "cross-origin" },
    // HTTPS ends at the proxy in front, which knows the host names to pin (docs/security-and-limits.md).
    strictTransportSecurity: false,
  });
}

/**
 * Lifts the framing ban for a page meant to be framed (its policy says `frame-ancestors`).
 * Helmet writes its headers on the raw response, which the reply's own headers override but
 * cannot remove.
 */
export function allowFraming(reply: FastifyReply): FastifyReply {
  reply.raw.removeHeader("x-frame-options");
  return reply;
}
