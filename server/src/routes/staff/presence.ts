/**
 * `PUT /api/v2/staff/presence` `{location_id, on_duty, staff_id?}`: oneself, or (managers and
 * the admin) another staff member, on or off duty at a location they are assigned to.
 */
import type { FastifyPluginAsync } from "fastify";
import { type StaffPresenceResponse, StaffPresenceResponseSchema, StaffPresenceSchema } from "#contract";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import { setStaffPresence } from "../../staff/staff-presence.js";
import { findVisibleLocation } from "../../staff/staff-scope.js";
import { afterStaffChange } from "./after-staff-change.js";
import { actorOf } from "./staff-request.js";

export const presenceRoute: FastifyPluginAsync = async (app) => {
  app.put(
    "/presence",
    {
      schema: {
        tags: ["staff"],
        summary: "Go on or off duty at a location (managers: for another staff member)",
        security: [{ bearer: [] }],
        body: docSchema(StaffPresenceSchema),
        response: { 200: { description: "The presence as stored", ...docSchema(StaffPresenceResponseSchema) }, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const body = parseWith(StaffPresenceSchema, request.body);
      const location = await findVisibleLocation(app.ctx.db, actor.principal, body.location_id);
      const presence = await setStaffPresence(app.ctx.db, actor, location, body);
      await afterStaffChange(app, request, location.id, []);
      return {
        data: {
          type: "staff-presence",
          id: `${presence.staffId}:${presence.locationId}`,
          attributes: { staff_id: presence.staffId, location_id: presence.locationId, on_duty: presence.onDuty },
        },
      } satisfies StaffPresenceResponse;
    },
  );
};
