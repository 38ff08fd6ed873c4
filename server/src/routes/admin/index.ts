/** The admin API: bearer ADMIN_TOKEN on every route. */
import type { FastifyPluginAsync } from "fastify";
import { requireAdmin } from "../../http/bearer-auth.js";
import { vendorDocumentRoutes } from "./vendor-document.js";

export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook("onRequest", async (request) => requireAdmin(app.ctx, request));
  await app.register(vendorDocumentRoutes);
};
