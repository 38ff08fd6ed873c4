/**
 * `GET /`: something useful rather than a 404. `FRONT_DOOR_URL` set: a redirect there (the
 * vendor's site, say). Otherwise, in production, a redirect to the back office's sign-in; on a
 * trial run, the start page with what there is to open.
 */
import type { FastifyPluginAsync } from "fastify";
import { createNonce, sendHtmlPage } from "../../hosted/content-security-policy.js";
import { renderStartPage } from "../../hosted/start-page.js";

export const frontDoorRoute: FastifyPluginAsync = async (app) => {
  const { config } = app.ctx;
  app.get("/", { schema: { hide: true } }, async (_request, reply) => {
    if (config.frontDoorUrl) return reply.redirect(config.frontDoorUrl, 302);
    if (config.production) return reply.redirect("/office", 302);
    const nonce = createNonce();
    return sendHtmlPage(reply, 200, nonce, renderStartPage(nonce, { defaultVendor: config.defaultVendor, demo: config.seedDemo }));
  });
};
