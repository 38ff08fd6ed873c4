/**
 * `PUT /api/v2/admin/vendors/{slug}`: create or replace a vendor from its configuration
 * document. 201 when created, 200 when replaced; 422 lists every bad field.
 */
import type { FastifyPluginAsync } from "fastify";
import {
  VendorDocumentSchema,
  VendorSlugSchema,
  checkVendorDocumentReferences,
} from "../../../../widget/src/contract/index.js";
import { validationFailed } from "../../http/api-error.js";
import { parseWith } from "../../http/validate.js";
import { applyVendorDocument } from "../../vendors/apply-vendor-document.js";
import { docSchema } from "../../http/openapi.js";

export const vendorDocumentRoutes: FastifyPluginAsync = async (app) => {
  app.put<{ Params: { slug: string } }>(
    "/vendors/:slug",
    {
      schema: {
        tags: ["admin"],
        summary: "Create or replace a vendor from its configuration document",
        security: [{ bearer: [] }],
        body: docSchema(VendorDocumentSchema),
      },
    },
    async (request, reply) => {
      const slug = parseWith(VendorSlugSchema, request.params.slug);
      const doc = parseWith(VendorDocumentSchema, request.body);
      const referenceErrors = checkVendorDocumentReferences(doc);
      if (referenceErrors.length) throw validationFailed(referenceErrors);
      const result = await applyVendorDocument(app.ctx.db, slug, doc, app.ctx.clock.now());
      return reply.status(result.created ? 201 : 200).send({ data: { type: "vendors", id: result.vendorId, attributes: { slug } } });
    },
  );
};
