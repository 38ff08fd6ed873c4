/**
 * The admin API: bearer ADMIN_TOKEN on every route, unknown admin paths included. Its bodies
 * may be as large as ADMIN_BODY_LIMIT (a vendor document with its locations), and PATCH takes
 * `application/merge-patch+json`.
 */
import { wellFormedJsonParser } from "../../http/json-body.js";
import type { FastifyPluginAsync } from "fastify";
import type { ApiErrorBody } from "#contract";
import { requireAdmin } from "../../http/bearer-auth.js";
import { bearerGuessLimit } from "../../http/bearer-guess-limit.js";
import { createVendorRoute } from "./create-vendor.js";
import { vendorRoute } from "./vendor.js";
import { vendorDocumentRoutes } from "./vendor-document.js";
import { vendorDocumentPatchRoute } from "./vendor-document-patch.js";
import { vendorDocumentReadRoute } from "./vendor-document-read.js";
import { staffTokenRoutes } from "./staff-tokens.js";
import { webhookRoutes } from "./webhooks.js";

export const adminRoutes: FastifyPluginAsync = async (app) => {
  const checkBearer = bearerGuessLimit(app);
  app.addHook("onRequest", async (request, reply) => {
    try {
      await checkBearer(request, reply, () => requireAdmin(app.ctx, request));
    } catch (error) {
      reply.header("WWW-Authenticate", 'Bearer realm="admin"');
      throw error;
    }
  });
  // Checked after the token (onRequest), so only the admin can send a body this large.
  app.addHook("onRoute", (route) => {
    route.bodyLimit ??= app.ctx.config.adminBodyLimit;
  });
  app.addContentTypeParser("application/merge-patch+json", { parseAs: "string" }, wellFormedJsonParser(app));
  // Scoped here so that the hook above runs first: without the token, no path is revealed.
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: "not_found", message: `No route for ${request.method} ${request.url.split("?")[0]}` } satisfies ApiErrorBody),
  );
  await app.register(createVendorRoute);
  await app.register(vendorRoute);
  await app.register(vendorDocumentReadRoute);
  await app.register(vendorDocumentRoutes);
  await app.register(vendorDocumentPatchRoute);
  await app.register(staffTokenRoutes);
  await app.register(webhookRoutes);
};
