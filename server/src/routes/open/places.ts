/**
 * Address search for the location picker: `GET /api/v2/open/places?q=…&country=US,CA`
 * (at most 8 suggestions) and `GET /api/v2/open/places/{id}` (address and coordinates of one).
 * Answers come from the configured places provider, by default the built-in gazetteer.
 */
import type { FastifyPluginAsync } from "fastify";
import {
  PLACE_COUNTRIES,
  PLACE_QUERY_MIN_LENGTH,
  PLACE_SUGGESTIONS_MAX,
  PlaceIdParamsSchema,
  PlacesQuerySchema,
  type PlaceResponse,
  PlaceResponseSchema,
  type PlaceSuggestionsResponse,
  PlaceSuggestionsResponseSchema,
} from "#contract";
import { notFound } from "../../http/api-error.js";
import { docSchema } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";

export const placesRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    "/api/v2/open/places",
    {
      schema: {
        tags: ["open"],
        summary: 'Address suggestions (postal code, city, or "City, ST") for the location picker',
        querystring: docSchema(PlacesQuerySchema),
        response: { 200: { description: "At most 8 suggestions; none for a query under 2 characters", ...docSchema(PlaceSuggestionsResponseSchema) } },
      },
    },
    async (request): Promise<PlaceSuggestionsResponse> => {
      const query = parseWith(PlacesQuerySchema, request.query);
      // The widget searches as the user types; one letter is not worth an answer yet.
      if (query.q.length < PLACE_QUERY_MIN_LENGTH) return { data: [] };
      const countries = query.country ?? PLACE_COUNTRIES;
      const suggestions = await app.ctx.places.suggest(query.q, { countries, limit: PLACE_SUGGESTIONS_MAX });
      return {
        data: suggestions.slice(0, PLACE_SUGGESTIONS_MAX).map((s) => ({ id: s.id, type: "places", attributes: { description: s.description } })),
      };
    },
  );

  app.get(
    "/api/v2/open/places/:id",
    {
      schema: {
        tags: ["open"],
        summary: "Address and coordinates of a suggested place",
        params: docSchema(PlaceIdParamsSchema),
        response: { 200: { description: "The place", ...docSchema(PlaceResponseSchema) } },
      },
    },
    async (request, reply): Promise<PlaceResponse> => {
      const { id } = parseWith(PlaceIdParamsSchema, request.params);
      const place = await app.ctx.places.details(id);
      if (!place) throw notFound("not_found", "No such place");
      // Gazetteer places never change; a hosted geocoder's hardly do.
      reply.header("Cache-Control", "public, max-age=86400");
      const { formatted_address, lat, lng, country } = place;
      return { data: { id: place.id, type: "places", attributes: { formatted_address, lat, lng, country } } };
    },
  );
};
