/**
 * `GET /api/v2/open/locations` (public locations, sort order then name, at most 1000, with
 * distance when `lat`/`lng` are given, every attribute: kept as it was for clients written
 * against it; the picker reads the light, paged list of `location-list.ts`) and
 * `GET /api/v2/open/locations/{id}` (any active location of the vendor, private ones included so
 * their form can say why it is closed; the picker's details of a chosen location).
 */
import type { FastifyPluginAsync } from "fastify";
import { type LocationAnswer, LocationAnswerSchema, LocationIdSchema, type LocationsAnswer, LocationsAnswerSchema, LocationsQuerySchema } from "#contract";
import type { LocationRow } from "../../db/schema.js";
import { notFound } from "../../http/api-error.js";
import { docSchema } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import { locationResource, type LocationResource } from "../../locations/location-view.js";
import { cachedLocation, cachedMeetingMethods, cachedPublicLocations, cachedTranslations } from "../../vendors/config-reads.js";
import type { FastifyRequest } from "fastify";
import { soonestInPersonStart } from "./soonest-wait.js";

export const locationsRoutes: FastifyPluginAsync = async (app) => {
  /** Builds the resources of several locations with a fixed number of queries. */
  async function resources(request: FastifyRequest, rows: LocationRow[], from?: { lat: number; lng: number }): Promise<LocationResource[]> {
    const ids = rows.map((r) => r.id);
    const now = app.ctx.clock.now();
    const [translations, methods, queues] = await Promise.all([
      cachedTranslations(app.ctx, "location", ids, request.locale),
      cachedMeetingMethods(app.ctx, ids),
      app.ctx.lines.lines(ids),
    ]);
    const showWait = request.vendor.settings.show_wait_time;
    return rows.map((row) => {
      const soonest = soonestInPersonStart(queues.get(row.id), now.getTime());
      return locationResource({
        row,
        translated: translations.get(row.id),
        locale: request.locale,
        now,
        meetingMethods: methods.get(row.id) ?? [],
        waitStart: showWait && row.visibility === "public" ? soonest : null,
        from,
        radius: request.vendor.settings.location_search_radius,
      });
    });
  }

  app.get<{ Querystring: Record<string, string> }>(
    "/api/v2/open/locations",
    {
      schema: {
        tags: ["open"],
        summary: "The vendor's public locations",
        querystring: docSchema(LocationsQuerySchema),
        response: { 200: { description: "The locations, every attribute, in the vendor's order", ...docSchema(LocationsAnswerSchema) } },
      },
    },
    async (request, reply) => {
      const query = parseWith(LocationsQuerySchema, request.query);
      const from = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
      const { vendor } = request;
      const build = async (): Promise<LocationsAnswer> => ({
        data: await resources(request, await cachedPublicLocations(app.ctx, vendor.id), from),
        meta: { search_radius: vendor.settings.location_search_radius },
      });
      // Every visitor's first read: one build a moment for all of them (http/shared-answers.ts).
      if (!from) return app.ctx.sharedAnswers.send(request, reply, `locations:${vendor.id}:${request.locale}`, build);
      return build();
    },
  );

  const oneLocation = {
    tags: ["open"],
    summary: "One location of the vendor",
    response: { 200: { description: "The location", ...docSchema(LocationAnswerSchema) } },
  };
  app.get<{ Params: { id: string } }>("/api/v2/open/locations/:id", { schema: oneLocation }, async (request): Promise<LocationAnswer> => {
    const id = parseWith(LocationIdSchema, request.params.id);
    const row = await cachedLocation(app.ctx, request.vendor.id, id);
    if (!row) throw notFound("location_not_found", "No such location");
    const [resource] = await resources(request, [row]);
    // One row in, one resource out: the check only says so to the compiler.
    if (!resource) throw notFound("location_not_found", "No such location");
    return { data: resource };
  });
};
