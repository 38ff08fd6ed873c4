/**
 * `GET /live`: the websocket of live updates (protocol in `#contract/live` and
 * docs/live-updates.md). The vendor comes from `?vendor=slug`, else from the host or DEFAULT_VENDOR. Sockets
 * are capped per client address and in all (live-hub.ts), and confirm codes tried here spend
 * the address's allowance of reads by code (guess-limited-access.ts).
 */
import { rateLimitKey } from "../http/client-address.js";
import type { FastifyPluginAsync } from "fastify";
import { codeReadAllowance } from "../http/code-read-limit.js";
import { channelAccessFor } from "../live/channel-access.js";
import { limitCodeGuesses } from "../live/guess-limited-access.js";
import { findLiveVendor } from "../live/live-vendor.js";

export const liveRoutes: FastifyPluginAsync = async (app) => {
  const codeReads = codeReadAllowance(app);
  app.get("/live", { websocket: true }, (socket, request) => {
    const access = () =>
      findLiveVendor(app.ctx, request).then((vendor) => vendor && limitCodeGuesses(channelAccessFor(app.ctx.db, vendor.id), codeReads(request)));
    app.live.accept(socket, rateLimitKey(request), access);
  });
};
