/**
 * `GET /api/v2/open/locations/{id}/lobby[?lang=]`: the lobby board of a public location — who
 * is being served, who is next (first name and last initial only), the walk-in waits and a QR
 * code of the location's join form. Anyone with the location id may read it, like the location
 * itself; a private, unknown or other vendor's location is the same 404.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { LobbyBoardSchema, LobbyQuerySchema, LocationIdSchema, MeetingMethod, type LobbyBoard, type LobbyBoardAttributes } from "#contract";
import type { LocationRow } from "../../db/schema.js";
import { notFound } from "../../http/api-error.js";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import { joinFormUrl, qrSvg } from "../../lobby/join-qr.js";
import { loadLobbyBoard } from "../../lobby/lobby-board.js";
import { openByHoursAt } from "../../locations/location-view.js";
import { findLocation } from "../../locations/location-repository.js";
import { vendorSite } from "../../hosted/vendor-page-url.js";

export const lobbyRoute: FastifyPluginAsync = async (app) => {
  /** Where the phone should go: `PUBLIC_URL` when set, else the origin this board was read from. */
  const baseUrl = (request: FastifyRequest) => (app.ctx.config.publicUrlConfigured ? app.ctx.config.publicUrl : `${request.protocol}://${request.host}`);

  /** Whether a person in the lobby can join this line online right now. */
  const joinable = (location: LocationRow, servable: boolean, now: Date) => {
    if (!servable) return false;
    if (location.restrict_callback_request_hours !== 1) return true;
    return location.temporarily_closed === 0 && openByHoursAt(location, now);
  };

  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    "/api/v2/open/locations/:id/lobby",
    {
      // Public like the location, but limited like the other public reads of people's data.
      config: { rateLimit: { max: app.ctx.config.rateLimitPerMinute * 5, timeWindow: 60_000 } },
      schema: {
        tags: ["open"],
        summary: "The lobby board of a location: being served, next in line, waits, join QR code",
        description:
          "Public: clients appear only as first name and last initial. In-person clients only. " + "`lang` puts the join form of the QR code in that language.",
        querystring: docSchema(LobbyQuerySchema),
        response: { 200: { description: "The board", ...docSchema(LobbyBoardSchema) }, ...errorResponses(404, 422, 429) },
      },
    },
    async (request, reply): Promise<LobbyBoard> => {
      const id = parseWith(LocationIdSchema, request.params.id);
      const query = parseWith(LobbyQuerySchema, request.query);
      const { vendor } = request;
      const location = await findLocation(app.ctx.db, vendor.id, id, app.ctx.reportUnservable);
      if (!location || location.visibility === "private") throw notFound("location_not_found", "No such location");
      const now = app.ctx.clock.now();
      const board = await loadLobbyBoard(app.ctx.db, app.ctx.lines, vendor, location, request.locale, now);
      const online =
        vendor.settings.callback_requests_enabled &&
        vendor.settings.meeting_methods.includes(MeetingMethod.inPerson) &&
        joinable(location, board.servable, now);
      let join: LobbyBoardAttributes["join"] = null;
      if (online) {
        const url = joinFormUrl(baseUrl(request), location.id, vendorSite(vendor), query.lang);
        join = { url, qr_svg: await qrSvg(url) };
      }
      // A board is live data about people in the room: never kept by a cache.
      void reply.header("cache-control", "no-store");
      return {
        data: { id: String(location.id), type: "lobby-boards", attributes: { ...board.attributes, join } },
        meta: { waiting_total: board.waitingTotal, generated_at: now.toISOString() },
      };
    },
  );
};
