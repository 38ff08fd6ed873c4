/**
 * Booked appointments in the open API:
 * - `POST /api/v3/open/appointments` books a slot (201; 409 `slot_taken` when it is gone; with
 *   `walkin` it converts a waiting queue spot, cancelled in the same transaction);
 * - `GET /api/v3/open/appointments/{id}?code=` reads it for the manage page;
 * - `PATCH /api/v3/open/appointments/{id}` cancels it (`status: 4`) or moves it (`start`).
 * Unknown id, another vendor's id and a wrong code all answer the same 404. Every change is
 * published (appointment-events.ts): the manage page, the location's staff and the line hear it.
 */
import type { FastifyPluginAsync } from "fastify";
import { AppointmentDocumentSchema, CreateAppointmentSchema, QueueStatus, UpdateAppointmentSchema } from "#contract";
import { findAppointmentWithCode } from "../../appointments/appointment-repository.js";
import { appointmentDocument } from "../../appointments/appointment-view.js";
import { publishAppointmentChanges } from "../../appointments/appointment-events.js";
import { cancelAppointment, rescheduleAppointment, slotTaken } from "../../appointments/change-appointment.js";
import { checkBooking } from "../../appointments/check-booking.js";
import { createAppointment } from "../../appointments/create-appointment.js";
import { afterCommitFailed } from "../../http/after-commit.js";
import { ApiError, notFound, validationFailed } from "../../http/api-error.js";
import { findRepeat, IDEMPOTENCY_KEY_HEADERS, idempotencyKeyOf } from "../../http/idempotency.js";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { assertBodyId, parseWith } from "../../http/validate.js";
import { afterQueueChange } from "../../queue/queue-events.js";
import { findWithCode } from "../../queue-appointments/queue-appointment-repository.js";
import { CodeQuerySchema, IdSchema, parseBody } from "./queue-appointments.js";
import { codeReadLimit, codeTryGuard } from "../../http/code-read-limit.js";

/** The answer of every call here: the appointment with its included resources. */
export const APPOINTMENT_DOC = docSchema(AppointmentDocumentSchema);

const missing = () => notFound("appointment_not_found", "No appointment with this id and code");

export const appointmentRoutes: FastifyPluginAsync = async (app) => {
  const writeLimit = { rateLimit: { max: app.ctx.config.rateLimitPerMinute, timeWindow: 60_000 } };
  // Reads by id and code share one allowance (more generous), so confirm codes cannot be guessed fast.
  const readLimit = codeReadLimit(app.ctx.config);
  // Writes that take a code spend the same allowance.
  const codeTry = codeTryGuard(app);

  app.post(
    "/api/v3/open/appointments",
    {
      config: writeLimit,
      schema: {
        tags: ["open"],
        summary: "Book an appointment (or convert a queue spot into one)",
        description:
          "409 `slot_taken` when the time was booked meanwhile. Send `Idempotency-Key` to make retries safe: a repeat of the same " +
          "request answers the first appointment (200), the key with another body is 422 `idempotency_key_reused`. " +
          "With `walkin: {id, confirm_code}` the waiting queue spot is cancelled in the same transaction.",
        body: docSchema(CreateAppointmentSchema),
        headers: IDEMPOTENCY_KEY_HEADERS,
        response: {
          201: { description: "Booked: the new appointment with its confirm code", ...APPOINTMENT_DOC },
          200: { description: "A repeat of an earlier booking with the same Idempotency-Key: that appointment", ...APPOINTMENT_DOC },
          ...errorResponses(409),
        },
      },
    },
    async (request, reply) => {
      const body = parseBody(CreateAppointmentSchema, request.body);
      const idempotency = idempotencyKeyOf(request, body);
      const { vendor } = request;
      const now = app.ctx.clock.now();
      // A retry of an acknowledged booking answers it, though its slot (taken by itself) is gone now.
      const repeat = idempotency && (await findRepeat(app.ctx.db, "appointments", vendor.id, idempotency));
      if (repeat) return reply.status(200).send(await appointmentDocument(app.ctx.db, vendor, repeat, request.locale, now));
      const walkin = body.data.attributes.walkin;
      if (walkin) await codeTry(request, reply);
      const spot = walkin ? await findWithCode(app.ctx.db, vendor.id, walkin.id, walkin.confirm_code) : undefined;
      if (walkin && !spot) throw notFound("appointment_not_found", "No queue spot with this id and code");
      if (spot && spot.status !== QueueStatus.waiting) throw new ApiError(409, "appointment_not_waiting", "Only a waiting queue spot can be converted");
      const check = await checkBooking(app.ctx.db, vendor, body, now);
      if (!check.ok) {
        if ("taken" in check) throw slotTaken();
        throw validationFailed(check.errors);
      }
      const result = await createAppointment(app.ctx.db, vendor, body, check.booking, idempotency, now);
      if (result.kind === "taken") throw slotTaken();
      if (result.kind === "walkin_not_waiting") throw new ApiError(409, "appointment_not_waiting", "Only a waiting queue spot can be converted");
      if (result.kind === "created") {
        // The booking (and a converted spot, cancelled with it) is committed: tell the staff, the
        // line and the spot's manage page, as every change does.
        const changes = app.ctx;
        try {
          await publishAppointmentChanges(changes, [{ id: result.id, location_id: body.data.attributes.location_id }]);
          if (spot) await afterQueueChange(changes, spot.location_id, [spot.id]);
        } catch (error) {
          afterCommitFailed(request, app.ctx.bus, "publishing a booking")(error);
        }
      }
      const document = await appointmentDocument(app.ctx.db, vendor, result.id, request.locale, now);
      return reply.status(result.kind === "created" ? 201 : 200).send(document);
    },
  );

  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    "/api/v3/open/appointments/:id",
    {
      config: readLimit,
      schema: {
        tags: ["open"],
        summary: "Read a booked appointment with its confirm code",
        querystring: docSchema(CodeQuerySchema),
        response: { 200: { description: "The appointment", ...APPOINTMENT_DOC } },
      },
    },
    async (request) => {
      const id = parseWith(IdSchema, request.params.id);
      const { code } = parseWith(CodeQuerySchema, request.query);
      const row = await findAppointmentWithCode(app.ctx.db, request.vendor.id, id, code);
      if (!row) throw missing();
      return appointmentDocument(app.ctx.db, request.vendor, row.id, request.locale, app.ctx.clock.now());
    },
  );

  app.patch<{ Params: { id: string } }>(
    "/api/v3/open/appointments/:id",
    {
      config: writeLimit,
      schema: {
        tags: ["open"],
        summary: "Cancel (status 4) or move (start) a booked appointment",
        description: "Allowed while confirmed and before `time_to_cancel` / `time_to_reschedule` minutes before the start.",
        body: docSchema(UpdateAppointmentSchema),
        response: { 200: { description: "The appointment after the change", ...APPOINTMENT_DOC }, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await codeTry(request, reply);
      const id = parseWith(IdSchema, request.params.id);
      const body = parseBody(UpdateAppointmentSchema, request.body);
      assertBodyId(body.data.id, id, "id");
      const { vendor } = request;
      const attributes = body.data.attributes;
      const row = await findAppointmentWithCode(app.ctx.db, vendor.id, id, attributes.confirm_code);
      if (!row) throw missing();
      if (attributes.staff_id != null && !vendor.settings.client_view.show_staff_picker) {
        throw validationFailed([{ field: "staff_id", code: "invalid_value", message: "This vendor does not let clients choose the staff member" }]);
      }
      const now = app.ctx.clock.now();
      let changed = true;
      if (attributes.start === undefined) await cancelAppointment(app.ctx.db, vendor, row, now);
      else changed = await rescheduleAppointment(app.ctx.db, vendor, row, { start: attributes.start, staffId: attributes.staff_id }, now);
      if (changed) {
        await publishAppointmentChanges(app.ctx, [row]).catch(afterCommitFailed(request, app.ctx.bus, "publishing a booking change"));
      }
      return appointmentDocument(app.ctx.db, vendor, row.id, request.locale, now);
    },
  );
};
