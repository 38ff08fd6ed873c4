/** The audit log, read and exported by admins (audit/). */
import type { FastifyPluginAsync } from "fastify";

export const officeAuditRoutes: FastifyPluginAsync = async () => {};
