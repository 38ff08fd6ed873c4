/**
 * `GET /api/v2/open/queue-appointments-services/{locationId}?meeting_method=`:
 * `data[0]` the services a client can join now (localized), `data[1]` the expected start for a
 * client joining each; `meta.unavailable_reason` says why the list is empty.
 */
import type { FastifyPluginAsync } from "fastify";
import {
  LocationIdSchema,
  MeetingMethod,
  type QueueServicesAnswer,
  QueueServicesAnswerSchema,
  ServicesQuerySchema,
  type MeetingMethod as Method,
} from "#contract";
import { notFound } from "../../http/api-error.js";
import { docSchema } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import { offerAt } from "../../offered-services/location-service-offer.js";
import { cachedLocation } from "../../vendors/config-reads.js";

export const queueAppointmentsServicesRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { locationId: string }; Querystring: Record<string, string> }>(
    "/api/v2/open/queue-appointments-services/:locationId",
    {
      schema: {
        tags: ["open"],
        summary: "Services a client can join at a location, with expected starts",
        querystring: docSchema(ServicesQuerySchema),
        response: { 200: { description: "The services and their expected starts, or why there are none", ...docSchema(QueueServicesAnswerSchema) } },
      },
    },
    async (request): Promise<QueueServicesAnswer> => {
      const locationId = parseWith(LocationIdSchema, request.params.locationId);
      const query = parseWith(ServicesQuerySchema, request.query);
      const method = (query.meeting_method ?? MeetingMethod.inPerson) as Method;
      const location = await cachedLocation(app.ctx, request.vendor.id, locationId);
      if (!location) throw notFound("location_not_found", "No such location");
      const offer = await offerAt(app.ctx, request.vendor, location, method, request.locale, app.ctx.clock.now());
      return {
        data: [offer.services, offer.waitTimes],
        meta: {
          location_id: location.id,
          meeting_method: method,
          show_wait_time: request.vendor.settings.show_wait_time,
          unavailable_reason: offer.unavailableReason,
        },
      };
    },
  );
};
