/**
 * `GET /api/v2/staff/locations/{id}/queue`: the line as staff see it (in progress, then waiting
 * in order, with contact details and answers) and who works there. Kiosks may read it too.
 */
import type { FastifyPluginAsync } from "fastify";
import { LocationIdSchema, type StaffQueueResponse, StaffQueueResponseSchema } from "#contract";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import { assertAllowed, canReadQueue } from "../../staff/staff-permissions.js";
import { loadStaffQueue } from "../../staff/staff-queue-view.js";
import { findVisibleLocation } from "../../staff/staff-scope.js";
import { actorOf } from "./staff-request.js";

export const LOCATION_PARAMS = {
  type: "object",
  required: ["id"],
  properties: { id: { type: "string", pattern: "^\\d{1,10}$" } },
} as const;

export const locationQueueRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    "/locations/:id/queue",
    {
      schema: {
        tags: ["staff"],
        summary: "The line at a location: waiting and in-progress clients, and the staff on duty",
        security: [{ bearer: [] }],
        params: LOCATION_PARAMS,
        response: { 200: { description: "The line", ...docSchema(StaffQueueResponseSchema) }, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request): Promise<StaffQueueResponse> => {
      const actor = actorOf(request);
      const location = await findVisibleLocation(app.ctx.db, actor.principal, parseWith(LocationIdSchema, request.params.id));
      assertAllowed(canReadQueue(actor, location.id));
      return loadStaffQueue(app.ctx.db, app.ctx.lines, actor, location, app.ctx.clock.now());
    },
  );
};
