/**
 * The back-office web app as a browser opens it: its page (`/office`, `/office/*`) and its
 * scripts (`/office/assets/…`). Its API is `routes/office/` (`/api/v2/office`). @fastify/static
 * only lends `reply.sendFile` here (`serve: false`).
 */
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync } from "fastify";
import { OFFICE_DIR } from "../../hosted/project-paths.js";
import { officeAssetRoutes } from "./office-assets.js";
import { officePageRoutes } from "./office-page-route.js";

export interface OfficeAppOptions {
  /** The rollup output (default: the project's `dist/assets/office`). */
  officeDir?: string;
}

export const officeAppRoutes: FastifyPluginAsync<OfficeAppOptions> = async (app, options) => {
  const officeDir = options.officeDir ?? OFFICE_DIR;
  await app.register(fastifyStatic, { serve: false, preCompressed: true });
  await app.register(officeAssetRoutes, { officeDir });
  await app.register(officePageRoutes, { officeDir });
};
