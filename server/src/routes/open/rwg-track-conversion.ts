/**
 * `POST /api/v3/open/rwg-track-conversion`: records a reserve-with-a-search-engine conversion
 * for the vendor. Rate limited per client address, since it is an anonymous write.
 */
import type { FastifyPluginAsync } from "fastify";
import { type RwgConversionResponse, RwgConversionResponseSchema, RwgConversionSchema } from "#contract";
import { docSchema } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";

/** The client flow sends the flag as a boolean, 0/1 or "0"/"1", depending on where it came from. */
function isTruthyFlag(value: boolean | 0 | 1 | "0" | "1"): boolean {
  return value === true || value === 1 || value === "1";
}

export const rwgTrackConversionRoute: FastifyPluginAsync = async (app) => {
  app.post(
    "/api/v3/open/rwg-track-conversion",
    {
      schema: {
        tags: ["open"],
        summary: "Record a reserve-with-a-search-engine conversion",
        body: docSchema(RwgConversionSchema),
        response: { 201: { description: "The conversion, stored", ...docSchema(RwgConversionResponseSchema) } },
      },
      config: { rateLimit: { max: app.ctx.config.rateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const body = parseWith(RwgConversionSchema, request.body);
      const merchantChanged = isTruthyFlag(body.merchant_changed);
      const created = app.ctx.clock.now().toISOString();
      const row = await app.ctx.db
        .insertInto("conversion_tracking")
        .values({
          vendor_id: request.vendor.id,
          rwg_token: body.rwg_token,
          merchant_changed: merchantChanged ? 1 : 0,
          created_at: created,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const answer: RwgConversionResponse = {
        data: { type: "rwg-conversions", id: row.id, attributes: { merchant_changed: merchantChanged, created } },
      };
      return reply.status(201).send(answer);
    },
  );
};
