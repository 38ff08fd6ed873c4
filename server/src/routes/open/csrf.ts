/** `GET /api/v2/open/csrf`: a short-lived token bound to the vendor, for `X-CSRF-Token`. */
import type { FastifyPluginAsync } from "fastify";
import { type CsrfTokenAnswer, CsrfTokenAnswerSchema } from "#contract";
import { CSRF_TTL_MS, issueCsrfToken } from "../../http/csrf.js";
import { docSchema } from "../../http/openapi.js";

export const csrfRoute: FastifyPluginAsync = async (app) => {
  app.get(
    "/api/v2/open/csrf",
    {
      schema: {
        tags: ["open"],
        summary: "CSRF token for state-changing open calls",
        response: { 200: { description: "The token and when it expires", ...docSchema(CsrfTokenAnswerSchema) } },
      },
    },
    async (request, reply): Promise<CsrfTokenAnswer> => {
      reply.header("Cache-Control", "no-store");
      const now = app.ctx.clock.now();
      return {
        token: issueCsrfToken(app.ctx.secret, request.vendor.slug, now),
        expires_at: new Date(now.getTime() + CSRF_TTL_MS).toISOString(),
      };
    },
  );
};
