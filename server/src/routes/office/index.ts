/**
 * The back office's own API under `/api/v2/office`: signing in and out, links by email, one's
 * password and sessions, and the admins' setup (the vendor document, invitations, CSV files of
 * locations and staff, webhook endpoints). The desk uses the staff API, which takes the same session cookie.
 */
import type { FastifyPluginAsync } from "fastify";
import type { ApiErrorBody } from "#contract";
import { accountRoutes } from "./account-routes.js";
import { officeAdminRoutes } from "./admin-routes.js";
import { officeAuditRoutes } from "./audit-routes.js";
import { officeCsvRoutes } from "./csv-routes.js";
import { linkRoutes } from "./link-routes.js";
import { officePrivacyRoutes } from "./privacy-routes.js";
import { officeReportRoutes } from "./report-routes.js";
import { sessionRoutes } from "./session-routes.js";
import { officeWebhookRoutes } from "./webhook-routes.js";

export const officeRoutes: FastifyPluginAsync = async (app) => {
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: "not_found", message: `No route for ${request.method} ${request.url.split("?")[0]}` } satisfies ApiErrorBody),
  );
  await app.register(sessionRoutes);
  await app.register(linkRoutes);
  await app.register(accountRoutes);
  await app.register(officeAdminRoutes);
  await app.register(officeCsvRoutes);
  await app.register(officeReportRoutes);
  await app.register(officePrivacyRoutes);
  await app.register(officeAuditRoutes);
  await app.register(officeWebhookRoutes);
};
