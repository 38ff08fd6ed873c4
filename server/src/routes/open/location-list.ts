/**
 * `GET /api/v3/open/locations[?lat=&lng=][&q=][&limit=&offset=]`: the picker's list, one page
 * of light rows (the contract's location-list.ts says what a row holds). A vendor of 1,000
 * branches sends the first 20 rows, not 1,000 full resources: the waits and opening of the
 * page's rows only are worked out, and a chosen location's details are read by its id.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { type LatLng, type LocationListItem, type LocationListResponse, LocationListQuerySchema, LocationListResponseSchema, type TextLang } from "#contract";
import { docSchema } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import { locationPage } from "../../locations/location-list-page.js";
import { locationResource } from "../../locations/location-view.js";
import { cachedPublicLocations, cachedTranslations } from "../../vendors/config-reads.js";
import { soonestInPersonStart } from "./soonest-wait.js";

export const locationListRoute: FastifyPluginAsync = async (app) => {
  async function build(request: FastifyRequest, query: ReturnType<typeof parseQuery>): Promise<LocationListResponse> {
    const { vendor } = request;
    const radius = vendor.settings.location_search_radius;
    const all = await cachedPublicLocations(app.ctx, vendor.id);
    // Names and addresses are matched in the client's language, so all rows' translations are read (one cached read).
    const translations = await cachedTranslations(
      app.ctx,
      "location",
      all.map((row) => row.id),
      request.locale,
    );
    const page = locationPage(all, translations, { ...query, radius });
    const now = app.ctx.clock.now();
    const lines = await app.ctx.lines.lines(page.rows.map((row) => row.id));
    const data = page.rows.map((row): LocationListItem => {
      const waitStart = vendor.settings.show_wait_time ? soonestInPersonStart(lines.get(row.id), now.getTime()) : null;
      const { attributes: a } = locationResource({
        row,
        translated: translations.get(row.id),
        locale: request.locale,
        now,
        meetingMethods: [],
        waitStart,
        from: query.from,
        radius,
      });
      const attributes: LocationListItem["attributes"] = {
        name: a.name,
        formatted_address: a.formatted_address,
        coordinates: a.coordinates,
        is_currently_open: a.is_currently_open,
        opens_at: a.opens_at,
        opens_at_local: a.opens_at_local,
        local_now: a.local_now,
        wait_time: a.wait_time,
      };
      if (a.distance !== undefined && a.unit) Object.assign(attributes, { distance: a.distance, unit: a.unit });
      const textLang = listedTextLang(a.text_lang);
      if (textLang) attributes.text_lang = textLang;
      return { id: row.id, type: "locations", attributes };
    });
    const countries = [...new Set(all.map((row) => row.country.toUpperCase()))].sort();
    return { data, meta: { total: page.total, limit: query.limit, offset: query.offset, search_radius: radius, countries } };
  }

  app.get<{ Querystring: Record<string, string> }>(
    "/api/v3/open/locations",
    {
      schema: {
        tags: ["open"],
        summary: "One page of the vendor's public locations, light rows for a list: nearest first from a point, filtered by typed words",
        querystring: docSchema(LocationListQuerySchema),
        response: { 200: { description: "One page of light rows, with the total", ...docSchema(LocationListResponseSchema) } },
      },
    },
    async (request, reply) => {
      const query = parseQuery(request.query);
      // The first page every visitor's picker reads is shared by all of them (http/shared-answers.ts).
      if (!query.from && !query.q) {
        const key = `location-list:${request.vendor.id}:${request.locale}:${query.limit}:${query.offset}`;
        return app.ctx.sharedAnswers.send(request, reply, key, () => build(request, query));
      }
      return build(request, query);
    },
  );
};

function parseQuery(input: unknown): { from?: LatLng; q?: string; limit: number; offset: number } {
  const query = parseWith(LocationListQuerySchema, input);
  const from = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
  return { from, q: query.q, limit: query.limit, offset: query.offset };
}

/** The languages of the texts a list row shows (its name and address), when not the one asked. */
function listedTextLang(textLang: TextLang): TextLang {
  const { name, formatted_address } = textLang ?? {};
  const listed = { ...(name ? { name } : {}), ...(formatted_address ? { formatted_address } : {}) };
  return Object.keys(listed).length ? listed : undefined;
}
