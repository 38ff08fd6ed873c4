/**
 * `GET /api/v2/admin/vendors/{slug}`: the stored vendor (settings plus the keys of its active
 * locations, services, questions, staff and snippets), so an admin can read back a PUT.
 */
import type { FastifyPluginAsync } from "fastify";
import * as v from "valibot";
import { VendorSlugSchema, type FieldError } from "../../../../widget/src/contract/index.js";
import { notFound } from "../../http/api-error.js";
import { errorResponses } from "../../http/openapi.js";
import { loadVendorSummary, type VendorSummary } from "../../vendors/vendor-summary.js";

/** The answer of the admin vendor routes (GET, and PUT with the vendor as stored). */
export interface AdminVendorResponse {
  data: { type: "vendors"; id: number; attributes: Omit<VendorSummary, "id"> };
}

export function toAdminVendorResponse(summary: VendorSummary): AdminVendorResponse {
  const { id, ...attributes } = summary;
  return { data: { type: "vendors", id, attributes } };
}

/** How a bad slug in the path is reported. */
export const SLUG_ERROR: FieldError = {
  field: "slug",
  code: "invalid_value",
  message: "must be lowercase letters, digits, '-' or '_' (at most 63)",
};

export const SLUG_PARAMS = {
  type: "object",
  required: ["slug"],
  properties: { slug: { type: "string", pattern: "^[a-z0-9][a-z0-9_-]{0,62}$" } },
} as const;

export const vendorRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { slug: string } }>(
    "/vendors/:slug",
    {
      schema: {
        tags: ["admin"],
        summary: "Read a vendor back: its stored settings and the keys of its active items",
        security: [{ bearer: [] }],
        params: SLUG_PARAMS,
        response: { 200: { description: "The vendor as stored", type: "object" }, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { slug } = request.params;
      // A slug that could never be stored simply names no vendor.
      const summary = v.is(VendorSlugSchema, slug) ? await loadVendorSummary(app.ctx.db, slug) : undefined;
      if (!summary) throw notFound("vendor_not_found", `No vendor "${slug}"`);
      return toAdminVendorResponse(summary);
    },
  );
};
