/**
 * `GET /api/v3/open/walkin-conversion?id=&confirm_code=` → `{url}`: where a waiting client
 * turns their queue spot into an appointment. The URL opens the booking flow with the service,
 * location and client already chosen; the spot is given up only when that booking completes.
 */
import type { FastifyPluginAsync } from "fastify";
import * as v from "valibot";
import { QueueStatus, WalkinConversionResponseSchema, idText, type WalkinConversionResponse } from "#contract";
import { ApiError, notFound } from "../../http/api-error.js";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import { vendorPageUrl, vendorSite } from "../../hosted/vendor-page-url.js";
import { findWithCode } from "../../queue-appointments/queue-appointment-repository.js";
import { codeReadLimit } from "../../http/code-read-limit.js";

const ConversionQuerySchema = v.object({
  id: idText("an appointment id"),
  confirm_code: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});

/** Path of the booking flow's time step; the booking flow lives under /book. */
export const CONVERSION_PATH = "/book/select-timeslot";

export const walkinConversionRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Record<string, string> }>(
    "/api/v3/open/walkin-conversion",
    {
      // One allowance with the other reads by id and code, against guessing codes.
      config: codeReadLimit(app.ctx.config),
      schema: {
        tags: ["open"],
        summary: "URL that converts a queue spot into an appointment",
        querystring: docSchema(ConversionQuerySchema),
        response: { 200: { description: "The vendor's page that books it", ...docSchema(WalkinConversionResponseSchema) }, ...errorResponses(409) },
      },
    },
    async (request) => {
      const query = parseWith(ConversionQuerySchema, request.query);
      const { vendor } = request;
      if (!vendor.settings.modern_client_view) {
        throw new ApiError(403, "modern_client_view_disabled", "This vendor does not offer appointment booking");
      }
      const row = await findWithCode(app.ctx.db, vendor.id, query.id, query.confirm_code);
      if (!row) throw notFound("appointment_not_found", "No appointment with this id and code");
      if (row.status !== QueueStatus.waiting) {
        throw new ApiError(409, "appointment_not_waiting", "Only a waiting queue spot can be converted");
      }
      const client = await app.ctx.db.selectFrom("clients").select("lang").where("id", "=", row.client_id).executeTakeFirstOrThrow();
      const choices = {
        walkin_id: String(row.id),
        code: row.confirm_code,
        location: String(row.location_id),
        service: String(row.service_id),
        meeting_method: String(row.meeting_method),
        lang: client.lang,
      };
      return { url: vendorPageUrl(`${request.protocol}://${request.host}`, vendorSite(vendor), CONVERSION_PATH, choices) } satisfies WalkinConversionResponse;
    },
  );
};
