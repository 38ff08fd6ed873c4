/** Reports for managers and their CSV exports (reports/). */
import type { FastifyPluginAsync } from "fastify";

export const officeReportRoutes: FastifyPluginAsync = async () => {};
