/**
 * Everything a browser opens directly: the element's files (`/widget/*`), the hosted pages
 * (`/callback-service…`, `/book…`) and their oEmbed (`/oembed`), the demo host page (`/demo-host/`)
 * and appointments' calendar files. @fastify/static only lends
 * `reply.sendFile` here (`serve: false`); each route decides what it may send.
 */
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync } from "fastify";
import { appointmentCalendarRoute } from "./appointment-calendar.js";
import { frontDoorRoute } from "./front-door.js";
import { demoHostRoutes, type DemoHostOptions } from "./demo-host.js";
import { hostedPageRoutes } from "./hosted-pages.js";
import { oembedRoute } from "./oembed.js";
import { widgetAssetRoutes, type WidgetAssetOptions } from "./widget-assets.js";

export type HostedRoutesOptions = WidgetAssetOptions & DemoHostOptions;

export const hostedRoutes: FastifyPluginAsync<HostedRoutesOptions> = async (app, options) => {
  // The build writes each script also brotli- and gzip-compressed (rollup.config.mjs): a client
  // that accepts one gets it, with no compression work per request.
  await app.register(fastifyStatic, { serve: false, preCompressed: true });
  await app.register(widgetAssetRoutes, { widgetDir: options.widgetDir, fontDir: options.fontDir });
  await app.register(hostedPageRoutes, { widgetDir: options.widgetDir });
  await app.register(demoHostRoutes, { demoHostDir: options.demoHostDir });
  await app.register(appointmentCalendarRoute);
  await app.register(frontDoorRoute);
  await app.register(oembedRoute);
};
