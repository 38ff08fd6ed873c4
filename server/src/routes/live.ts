/**
 * `GET /live`: the websocket of live updates (protocol in `widget/src/contract/live.ts` and the
 * README). The vendor comes from `?vendor=slug`, else from the host or DEFAULT_VENDOR.
 */
import type { FastifyPluginAsync } from "fastify";
import { channelAccessFor } from "../live/channel-access.js";
import { findLiveVendor } from "../live/live-vendor.js";

export const liveRoutes: FastifyPluginAsync = async (app) => {
  app.get("/live", { websocket: true }, (socket, request) => {
    const access = findLiveVendor(app.ctx, request).then((vendor) => vendor && channelAccessFor(app.ctx.db, vendor.id));
    app.live.accept(socket, access);
  });
};
