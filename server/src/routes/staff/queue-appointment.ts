/**
 * `PATCH /api/v2/staff/queue-appointments/{id}`: start (1→5), complete (5→2), no-show (1 or
 * 5→3), cancel (1→4), and a video meeting link or dial-in. Answers the appointment as the staff
 * queue lists it. Illegal transitions are 409 `illegal_transition`.
 */
import type { FastifyPluginAsync } from "fastify";
import { StaffQueueAppointmentPatchSchema, type StaffQueueEntryResponse, StaffQueueEntryResponseSchema, idText } from "#contract";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { assertBodyId, parseWith } from "../../http/validate.js";
import { applyStaffQueueAppointmentPatch } from "../../staff/staff-queue-appointment-patch.js";
import { loadStaffEntry } from "../../staff/staff-queue-view.js";
import { findVisibleQueueAppointment } from "../../staff/staff-scope.js";
import { afterStaffChange } from "./after-staff-change.js";
import { actorOf } from "./staff-request.js";

const IdSchema = idText("an appointment id");

export const queueAppointmentRoute: FastifyPluginAsync = async (app) => {
  app.patch<{ Params: { id: string } }>(
    "/queue-appointments/:id",
    {
      schema: {
        tags: ["staff"],
        summary: "Start, complete, no-show or cancel a client; set a video meeting link or dial-in",
        description:
          "Legal: waiting→in progress (start), in progress→completed, waiting or in progress→no-show, waiting→cancelled. " +
          "With ADMIN_TOKEN a start names `acting_staff_id`.",
        security: [{ bearer: [] }],
        body: docSchema(StaffQueueAppointmentPatchSchema),
        response: {
          200: { description: "The appointment after the change", ...docSchema(StaffQueueEntryResponseSchema) },
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request): Promise<StaffQueueEntryResponse> => {
      const actor = actorOf(request);
      const id = parseWith(IdSchema, request.params.id);
      const body = parseWith(StaffQueueAppointmentPatchSchema, request.body);
      assertBodyId(body.data.id, id, "data.id");
      const appointment = await findVisibleQueueAppointment(app.ctx.db, actor.principal, id);
      const now = app.ctx.clock.now();
      await applyStaffQueueAppointmentPatch(app.ctx.db, actor, appointment, body.data.attributes, now);
      await afterStaffChange(app, request, appointment.location_id, [appointment.id]);
      return { data: await loadStaffEntry(app.ctx.db, app.ctx.lines, actor, appointment.id) };
    },
  );
};
