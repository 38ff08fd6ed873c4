/**
 * `GET /api/v2/admin/vendors/{slug}`: the stored vendor (settings plus the keys of its active
 * locations, services, questions, staff and snippets), with the document's `ETag`. The whole
 * document, as PUT takes it, is `GET …/{slug}/document`.
 */
import type { FastifyPluginAsync } from "fastify";
import * as v from "valibot";
import { type DocumentWarning, VendorSlugSchema, type FieldError } from "#contract";
import { notFound } from "../../http/api-error.js";
import { type AdminVendorResponse, AdminVendorResponseSchema } from "#contract/admin-vendor-answer";
import { docSchema, errorResponses, etagHeader } from "../../http/openapi.js";
import type { VendorDocumentChanges } from "../../vendors/vendor-document-changes.js";
import { currentVendorEtag } from "../../vendors/vendor-document-store.js";
import { loadVendorSummary, type VendorSummary } from "../../vendors/vendor-summary.js";

/** The answer of the admin vendor routes (GET, and the writes with the vendor as stored), in the document. */
export const ADMIN_VENDOR_DOC = docSchema(AdminVendorResponseSchema);

export function toAdminVendorResponse(summary: VendorSummary, changes?: VendorDocumentChanges, warnings: DocumentWarning[] = []): AdminVendorResponse {
  const { id, ...attributes } = summary;
  return { data: { type: "vendors", id, attributes }, ...(changes ? { meta: { changes, warnings } } : {}) };
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

/** The ETag header of the vendor document, as every admin vendor answer documents it. */
export const DOCUMENT_ETAG = etagHeader("The vendor document's version: send it back as If-Match to write over exactly this version");

export const vendorRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { slug: string } }>(
    "/vendors/:slug",
    {
      schema: {
        tags: ["admin"],
        summary: "Read a vendor back: its stored settings and the keys of its active items",
        description: "The whole document, exactly as PUT takes it, is GET /api/v2/admin/vendors/{slug}/document.",
        security: [{ bearer: [] }],
        params: SLUG_PARAMS,
        response: { 200: { description: "The vendor as stored", ...ADMIN_VENDOR_DOC, headers: DOCUMENT_ETAG }, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      // A slug that could never be stored simply names no vendor.
      const summary = v.is(VendorSlugSchema, slug) ? await loadVendorSummary(app.ctx.db, slug) : undefined;
      if (!summary) throw notFound("vendor_not_found", `No vendor "${slug}"`);
      reply.header("ETag", await currentVendorEtag(app.ctx.db, summary.id));
      return toAdminVendorResponse(summary);
    },
  );
};
