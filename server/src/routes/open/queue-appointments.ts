/**
 * The queue appointment calls of the open API:
 * - `POST /api/v2/open/queue-appointments` joins the line (201; 422 with every bad field);
 * - `GET /api/v2/open/queue-appointments/{id}?code=` reads it for the manage page;
 * - `PATCH /api/v2/open/queue-appointments/{id}` cancels it while waiting.
 * Unknown id, another vendor's id and a wrong code all answer the same 404.
 */
import type { FastifyPluginAsync } from "fastify";
import * as v from "valibot";
import {
  CancelledQueueAppointmentSchema,
  CancelQueueAppointmentSchema,
  CreateQueueAppointmentSchema,
  idText,
  type CancelledQueueAppointment,
  type CreateQueueAppointment,
  QueueAppointmentDocumentSchema,
  QueueStatus,
  type FieldError,
} from "#contract";
import { checkKioskCaptcha } from "../../captcha/check-kiosk-captcha.js";
import { afterCommitFailed } from "../../http/after-commit.js";
import { ApiError, notFound, validationFailed } from "../../http/api-error.js";
import { findRepeat, IDEMPOTENCY_KEY_HEADERS, idempotencyKeyOf } from "../../http/idempotency.js";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { assertBodyId, parseWith } from "../../http/validate.js";
import { afterQueueChange } from "../../queue/queue-events.js";
import { checkJoin } from "../../queue-appointments/check-join.js";
import { createQueueAppointment } from "../../queue-appointments/create-queue-appointment.js";
import { findWithCode } from "../../queue-appointments/queue-appointment-repository.js";
import { appointmentAttributes, appointmentDocument, queueAppointmentDocument } from "../../queue-appointments/queue-appointment-view.js";
import { shortFieldPath } from "../../queue-appointments/short-field-path.js";
import { codeReadLimit, codeTryGuard } from "../../http/code-read-limit.js";
import { recordPromisedStart } from "../../reports/promised-start.js";
import { recordQueueVisitEvent } from "../../webhooks/visit-webhook-events.js";

/** Path id and query code of the appointment calls (queue and booked alike). */
export const IdSchema = idText("an appointment id");
export const CodeQuerySchema = v.object({ code: v.optional(v.pipe(v.string(), v.maxLength(64)), "") });

/**
 * A join as its Idempotency-Key's hash sees it: without the kiosk captcha token, which is a
 * single-use proof fetched again for each try, not part of what the client asks for.
 */
function joinWithoutCaptchaToken(body: CreateQueueAppointment): unknown {
  return { ...body, data: { ...body.data, attributes: { ...body.data.attributes, recaptcha_token: undefined } } };
}

/** Validates a JSON:API body; field errors name fields the short way (`client.email`, `notes`). */
export function parseBody<T extends v.GenericSchema>(schema: T, body: unknown): v.InferOutput<T> {
  try {
    return parseWith(schema, body);
  } catch (error) {
    if (error instanceof ApiError && error.errors) {
      throw validationFailed(error.errors.map((e: FieldError) => ({ ...e, field: shortFieldPath(e.field) })));
    }
    throw error;
  }
}

export const queueAppointmentsRoutes: FastifyPluginAsync = async (app) => {
  const writeLimit = { rateLimit: { max: app.ctx.config.rateLimitPerMinute, timeWindow: 60_000 } };
  // Reads by id and code share one allowance (more generous), so confirm codes cannot be guessed fast.
  const readLimit = codeReadLimit(app.ctx.config);
  // A cancel takes a code too: it spends the same allowance.
  const codeTry = codeTryGuard(app);

  app.post(
    "/api/v2/open/queue-appointments",
    {
      config: writeLimit,
      schema: {
        tags: ["open"],
        summary: "Join the line (or ask for a callback)",
        description:
          "Send `Idempotency-Key` to make retries safe: a repeat of the same request answers the first appointment (200); the key with another body is 422 `idempotency_key_reused` (a key is bound to the SHA-256 of its request, per vendor; the kiosk captcha token is not part of it). A kiosk join (`booked_through` kiosk or kiosk_qr) of a vendor with the kiosk captcha on needs `recaptcha_token` (403 `captcha_required` / `captcha_failed`, 503 `captcha_unavailable`).",
        body: docSchema(CreateQueueAppointmentSchema),
        headers: IDEMPOTENCY_KEY_HEADERS,
        response: {
          201: { description: "Joined: the new queue appointment with its confirm code", ...docSchema(QueueAppointmentDocumentSchema) },
          200: { description: "A repeat of an earlier join with the same Idempotency-Key: that appointment", ...docSchema(QueueAppointmentDocumentSchema) },
        },
      },
    },
    async (request, reply) => {
      const body = parseBody(CreateQueueAppointmentSchema, request.body);
      const idempotency = idempotencyKeyOf(request, joinWithoutCaptchaToken(body));
      const { vendor } = request;
      if (!vendor.settings.callback_requests_enabled) {
        throw new ApiError(403, "callbacks_disabled", "We are currently not taking callback requests");
      }
      const now = app.ctx.clock.now();
      // A retry of an acknowledged join answers that join, whatever has changed since (its captcha
      // token was spent on the first, the line may be full now); another request with its key is a 422.
      const repeat = idempotency && (await findRepeat(app.ctx.db, "queue_appointments", vendor.id, idempotency));
      if (repeat) return reply.status(200).send(await queueAppointmentDocument(app.ctx, vendor, repeat, request.locale, now));
      const { booked_through: bookedThrough, recaptcha_token: token } = body.data.attributes;
      await checkKioskCaptcha(app.ctx.config.captcha, vendor, { bookedThrough, token, remoteIp: request.ip });
      const check = await checkJoin(app.ctx, vendor, body, now);
      if (!check.ok) throw validationFailed(check.errors);
      const locationId = check.join.location.id;
      const anchor = await app.ctx.lines.anchorForJoin(locationId, now);
      const created = await createQueueAppointment(app.ctx, vendor, body, check.join, { idempotency, now, anchor });
      if (!created.created) return reply.status(200).send(await queueAppointmentDocument(app.ctx, vendor, created.id, request.locale, now));
      const { appointment, client, answers, version } = created.written;
      // The join is committed; its line follows. Failing here must not fail an acknowledged join.
      const entry = { id: appointment.id, serviceId: appointment.service_id, meetingMethod: appointment.meeting_method, joinedAt: now.getTime() };
      await app.ctx.lines.recordJoin({ locationId, version, anchor, entry }).catch(afterCommitFailed(request, app.ctx.bus, "wait recompute"));
      const document = await appointmentDocument(app.ctx, vendor, { row: appointment, client, answers, user: undefined }, request.locale, now);
      // The start the client is shown, kept for the reports' estimate accuracy; a failure here must not fail the join.
      await recordPromisedStart(app.ctx.db, appointment.id, document.data.attributes.expected_start).catch((error: unknown) => {
        request.log.warn({ err: error }, "the promised start was not kept");
      });
      return reply.status(201).send(document);
    },
  );

  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    "/api/v2/open/queue-appointments/:id",
    {
      config: readLimit,
      schema: {
        tags: ["open"],
        summary: "Read a queue appointment with its confirm code",
        querystring: docSchema(CodeQuerySchema),
        response: { 200: { description: "The appointment", ...docSchema(QueueAppointmentDocumentSchema) } },
      },
    },
    async (request) => {
      const id = parseWith(IdSchema, request.params.id);
      const { code } = parseWith(CodeQuerySchema, request.query);
      const row = await findWithCode(app.ctx.db, request.vendor.id, id, code);
      if (!row) throw notFound("appointment_not_found", "No appointment with this id and code");
      return queueAppointmentDocument(app.ctx, request.vendor, row.id, request.locale, app.ctx.clock.now());
    },
  );

  app.patch<{ Params: { id: string } }>(
    "/api/v2/open/queue-appointments/:id",
    {
      config: writeLimit,
      schema: {
        tags: ["open"],
        summary: "Cancel a waiting queue appointment",
        body: docSchema(CancelQueueAppointmentSchema),
        response: { 200: { description: "The appointment, cancelled", ...docSchema(CancelledQueueAppointmentSchema) }, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await codeTry(request, reply);
      const id = parseWith(IdSchema, request.params.id);
      const body = parseBody(CancelQueueAppointmentSchema, request.body);
      assertBodyId(body.data.id, id, "id");
      const row = await findWithCode(app.ctx.db, request.vendor.id, id, body.data.attributes.confirm_code);
      if (!row) throw notFound("appointment_not_found", "No appointment with this id and code");
      const now = app.ctx.clock.now();
      // The status guard in the update makes a cancel racing a staff action lose cleanly.
      const cancelled = await app.ctx.db.transaction().execute(async (tx) => {
        const result = await tx
          .updateTable("queue_appointments")
          .set({ status: QueueStatus.cancelled, finished_at: now.toISOString(), updated_at: now.toISOString() })
          .where("id", "=", row.id)
          .where("status", "=", QueueStatus.waiting)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await recordQueueVisitEvent(tx, { vendorId: row.vendor_id, id: row.id, status: QueueStatus.cancelled }, now);
        return true;
      });
      if (!cancelled) {
        throw new ApiError(409, "not_cancellable", "Only a waiting appointment can be cancelled");
      }
      await afterQueueChange(app.ctx, row.location_id, [row.id]).catch(afterCommitFailed(request, app.ctx.bus, "wait recompute"));
      const updated = await app.ctx.db.selectFrom("queue_appointments").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
      return {
        data: { id: updated.id, type: "queue-appointments", attributes: appointmentAttributes(updated, null, undefined) },
      } satisfies CancelledQueueAppointment;
    },
  );
};
