/** Access and erasure on a client's request, for admins (privacy/). */
import type { FastifyPluginAsync } from "fastify";

export const officePrivacyRoutes: FastifyPluginAsync = async () => {};
