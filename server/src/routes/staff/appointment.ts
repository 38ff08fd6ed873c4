/**
 * `PATCH /api/v2/staff/appointments/{id}`: a booked appointment's check-in (`checked_in: true`),
 * start (1→5), complete (5→2), served (1→6), no-show (1 or 5→3), cancel (1→4), a move (`start`
 * and/or `staff_id`), or its video link (`meeting_link`, `dial_in`). Answers the booking as the
 * day view lists it. Illegal transitions are 409 `illegal_transition`.
 */
import type { FastifyPluginAsync } from "fastify";
import { StaffAppointmentPatchSchema, type StaffAppointmentResponse, StaffAppointmentResponseSchema, idText } from "#contract";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { assertBodyId, parseWith } from "../../http/validate.js";
import { loadAppointmentEntry } from "../../staff/staff-appointments-view.js";
import { applyStaffAppointmentPatch } from "../../staff/staff-appointment-patch.js";
import { findVisibleAppointment } from "../../staff/staff-scope.js";
import { findVendorById } from "../../vendors/vendor-repository.js";
import { afterStaffAppointmentChange } from "./after-staff-change.js";
import { actorOf } from "./staff-request.js";

const IdSchema = idText("an appointment id");

export const appointmentRoute: FastifyPluginAsync = async (app) => {
  app.patch<{ Params: { id: string } }>(
    "/appointments/:id",
    {
      schema: {
        tags: ["staff"],
        summary: "Check in, start, complete, mark served, no-show, cancel or move a booked appointment; set its video link",
        description:
          "Legal: confirmed→in progress (start; the staff member it is booked with serves it, and serves nobody else then: " +
          "409 `already_serving`), in progress→completed, confirmed→served (6, without a timed visit), confirmed or in progress→no-show, " +
          "confirmed→cancelled. `checked_in: true` for an in-person booking. A move (`start`, `staff_id`) is a change of its own " +
          "(409 `slot_taken` when the time is taken). Video links for video bookings only.",
        security: [{ bearer: [] }],
        body: docSchema(StaffAppointmentPatchSchema),
        response: {
          200: { description: "The booking after the change", ...docSchema(StaffAppointmentResponseSchema) },
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request): Promise<StaffAppointmentResponse> => {
      const actor = actorOf(request);
      const id = parseWith(IdSchema, request.params.id);
      const body = parseWith(StaffAppointmentPatchSchema, request.body);
      assertBodyId(body.data.id, id, "data.id");
      const booking = await findVisibleAppointment(app.ctx.db, actor.principal, id);
      const vendor = await findVendorById(app.ctx.db, booking.vendor_id);
      if (!vendor) throw new Error(`vendor of appointment ${id} vanished`);
      const now = app.ctx.clock.now();
      await applyStaffAppointmentPatch(app.ctx.db, vendor, actor, booking, body.data.attributes, now);
      await afterStaffAppointmentChange(app, request, booking);
      return { data: await loadAppointmentEntry(app.ctx.db, actor, booking.id, now) };
    },
  );
};
