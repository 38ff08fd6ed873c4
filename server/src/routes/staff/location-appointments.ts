/**
 * `GET /api/v2/staff/locations/{id}/appointments?date=&staff_id=`: the location's bookings of one
 * local day (the location's today by default), every status, by start — with client, service,
 * method, staff, check-in, video details, `due` and what the caller may do to each. Kiosks may
 * read it too (they check clients in).
 */
import type { FastifyPluginAsync } from "fastify";
import { LocationIdSchema, type StaffAppointmentsResponse, StaffAppointmentsResponseSchema, StaffAppointmentsQuerySchema } from "#contract";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import { assertAllowed, canReadQueue } from "../../staff/staff-permissions.js";
import { loadDayAppointments } from "../../staff/staff-appointments-view.js";
import { findVisibleLocation } from "../../staff/staff-scope.js";
import { LOCATION_PARAMS } from "./location-queue.js";
import { actorOf } from "./staff-request.js";

export const locationAppointmentsRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    "/locations/:id/appointments",
    {
      schema: {
        tags: ["staff"],
        summary: "The booked appointments of one day at a location (or of one staff member there)",
        description:
          "`date` is a local date (`YYYY-MM-DD`, the location's today by default). Every status, by start. " +
          "`due` marks the bookings call-next takes before the line; `actions` what the caller may do to each.",
        security: [{ bearer: [] }],
        params: LOCATION_PARAMS,
        querystring: docSchema(StaffAppointmentsQuerySchema),
        response: { 200: { description: "The day's bookings", ...docSchema(StaffAppointmentsResponseSchema) }, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request): Promise<StaffAppointmentsResponse> => {
      const actor = actorOf(request);
      const query = parseWith(StaffAppointmentsQuerySchema, request.query);
      const location = await findVisibleLocation(app.ctx.db, actor.principal, parseWith(LocationIdSchema, request.params.id));
      assertAllowed(canReadQueue(actor, location.id));
      return loadDayAppointments(app.ctx.db, actor, location, { date: query.date, staffId: query.staff_id }, app.ctx.clock.now());
    },
  );
};
