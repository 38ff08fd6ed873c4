/**
 * `POST /api/v2/staff/locations/{id}/call-next`: starts the caller's own due booking there, else
 * the longest-waiting client of the line they can serve. Answers a place in line as the staff
 * line lists it (`type: "queue-appointments"`), a booking as the day view does (`type:
 * "appointments"`). 409 `already_serving` while they have a client in progress, 409
 * `nobody_waiting` when nobody they can serve waits.
 */
import type { FastifyPluginAsync } from "fastify";
import * as v from "valibot";
import { CallNextSchema, LocationIdSchema, type StaffLineEntryResponse, StaffLineEntryResponseSchema } from "#contract";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import { callNext } from "../../staff/call-next.js";
import { loadAppointmentEntry } from "../../staff/staff-appointments-view.js";
import { loadStaffEntry } from "../../staff/staff-queue-view.js";
import { findVisibleLocation } from "../../staff/staff-scope.js";
import { afterStaffAppointmentChange, afterStaffChange } from "./after-staff-change.js";
import { LOCATION_PARAMS } from "./location-queue.js";
import { actorOf } from "./staff-request.js";

export const callNextRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string } }>(
    "/locations/:id/call-next",
    {
      schema: {
        tags: ["staff"],
        summary: "Start the caller's due booking, else the longest-waiting client they can serve at a location",
        description:
          "A booking of the serving staff member is due from 5 minutes before its start on its day, once checked in " +
          "(in person) or at once (phone, video); earliest first. With ADMIN_TOKEN the body names `acting_staff_id`.",
        security: [{ bearer: [] }],
        params: LOCATION_PARAMS,
        body: docSchema(v.unwrap(CallNextSchema)),
        response: {
          200: { description: "The booking or place in line started", ...docSchema(StaffLineEntryResponseSchema) },
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
    },
    async (request): Promise<StaffLineEntryResponse> => {
      const actor = actorOf(request);
      const body = parseWith(CallNextSchema, request.body ?? undefined);
      const location = await findVisibleLocation(app.ctx.db, actor.principal, parseWith(LocationIdSchema, request.params.id));
      const now = app.ctx.clock.now();
      const called = await callNext(app.ctx.db, actor, location, body.acting_staff_id, now);
      if (called.type === "appointments") {
        await afterStaffAppointmentChange(app, request, { id: called.id, location_id: location.id });
        return { data: await loadAppointmentEntry(app.ctx.db, actor, called.id, now) };
      }
      await afterStaffChange(app, request, location.id, [called.id]);
      return { data: await loadStaffEntry(app.ctx.db, app.ctx.lines, actor, called.id) };
    },
  );
};
