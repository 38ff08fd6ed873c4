/**
 * `POST /api/v3/open/walkin-feedback` `{queue_appointment, code, experience, rating}`:
 * anonymous feedback on a completed visit, once, when the vendor asks for it. The stored
 * feedback row has no link to the client or the appointment; the appointment only records
 * that feedback was given, so a second post is refused.
 */
import type { FastifyPluginAsync } from "fastify";
import { FIELD_MESSAGES, FeedbackResponseSchema, FeedbackSchema, QueueStatus, checkRating, type FeedbackResponse } from "#contract";
import { ApiError, notFound, validationFailed } from "../../http/api-error.js";
import { codeTryGuard } from "../../http/code-read-limit.js";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import { findWithCode } from "../../queue-appointments/queue-appointment-repository.js";
import { recordWebhookEvent } from "../../webhooks/record-webhook-event.js";

export const walkinFeedbackRoute: FastifyPluginAsync = async (app) => {
  // Feedback takes a confirm code: it spends the allowance of every route that does.
  const codeTry = codeTryGuard(app);
  app.post(
    "/api/v3/open/walkin-feedback",
    {
      config: { rateLimit: { max: app.ctx.config.rateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ["open"],
        summary: "Leave anonymous feedback on a completed visit",
        body: docSchema(FeedbackSchema),
        response: { 201: { description: "The feedback, stored", ...docSchema(FeedbackResponseSchema) }, ...errorResponses(409) },
      },
      preHandler: codeTry,
    },
    async (request, reply) => {
      const body = parseWith(FeedbackSchema, request.body);
      const ratingError = checkRating(body.rating);
      if (ratingError) throw validationFailed([{ field: "rating", code: ratingError, message: FIELD_MESSAGES[ratingError] }]);
      const { vendor } = request;
      if (!vendor.settings.show_queue_appointment_feedback) {
        throw new ApiError(403, "feedback_disabled", "This vendor does not collect feedback");
      }
      const row = await findWithCode(app.ctx.db, vendor.id, Number(body.queue_appointment), body.code);
      if (!row) throw notFound("appointment_not_found", "No appointment with this id and code");
      if (row.status !== QueueStatus.completed) {
        throw new ApiError(409, "feedback_not_allowed", "Feedback is taken once the visit is completed");
      }
      const now = app.ctx.clock.now().toISOString();
      const stored = await app.ctx.db.transaction().execute(async (tx) => {
        const marked = await tx
          .updateTable("queue_appointments")
          .set({ feedback_given_at: now })
          .where("id", "=", row.id)
          .where("feedback_given_at", "is", null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return false;
        await tx
          .insertInto("feedback")
          .values({
            vendor_id: vendor.id,
            location_id: row.location_id,
            service_id: row.service_id,
            half_stars: Math.round(body.rating * 2),
            experience: (body.experience ?? "").trim(),
            created_at: now,
          })
          .execute();
        const data = {
          feedback: {
            location_id: row.location_id,
            service_id: row.service_id,
            rating: body.rating,
            experience: (body.experience ?? "").trim(),
            created_at: now,
          },
        };
        await recordWebhookEvent(tx, { vendorId: vendor.id, type: "feedback.received", data: () => data, now: new Date(now) });
        return true;
      });
      if (!stored) throw new ApiError(409, "feedback_already_given", "Feedback was already given for this visit");
      return reply.status(201).send({ data: { type: "walkin-feedback", attributes: { rating: body.rating, created: now } } } satisfies FeedbackResponse);
    },
  );
};
