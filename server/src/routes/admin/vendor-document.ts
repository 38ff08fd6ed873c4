/**
 * `PUT /api/v2/admin/vendors/{slug}`: create or replace a vendor from its configuration
 * document. 201 when created, 200 when replaced, both answering the vendor as stored; 422
 * lists every bad field (schema first, then keys, references and domains).
 */
import type { FastifyPluginAsync } from "fastify";
import * as v from "valibot";
import {
  VendorDocumentSchema,
  VendorSlugSchema,
  checkVendorDocumentReferences,
  issuesToFieldErrors,
  type FieldError,
} from "../../../../widget/src/contract/index.js";
import { validationFailed } from "../../http/api-error.js";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { applyVendorDocument, VendorDocumentConflict } from "../../vendors/apply-vendor-document.js";
import { loadVendorSummary } from "../../vendors/vendor-summary.js";
import { SLUG_ERROR, SLUG_PARAMS, toAdminVendorResponse } from "./vendor.js";

const NOT_AN_OBJECT: FieldError = { field: "", code: "invalid_type", message: "must be a JSON object (the vendor document)" };

export const vendorDocumentRoutes: FastifyPluginAsync = async (app) => {
  app.put<{ Params: { slug: string } }>(
    "/vendors/:slug",
    {
      schema: {
        tags: ["admin"],
        summary: "Create or replace a vendor from its configuration document",
        description:
          "Idempotent: the same document twice keeps the same ids. Items left out of the document are " +
          "deactivated, not deleted. pre_booking_statement is sanitised.",
        security: [{ bearer: [] }],
        params: SLUG_PARAMS,
        body: docSchema(VendorDocumentSchema),
        response: {
          200: { description: "Replaced; the vendor as stored", type: "object" },
          201: { description: "Created; the vendor as stored", type: "object" },
          ...errorResponses(400, 401, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      // Path and body are checked together so that one answer lists every problem.
      const errors: FieldError[] = v.is(VendorSlugSchema, slug) ? [] : [SLUG_ERROR];
      // valibot takes an array for an object (and then lists every key as missing).
      if (Array.isArray(request.body)) throw validationFailed([...errors, NOT_AN_OBJECT]);
      const parsed = v.safeParse(VendorDocumentSchema, request.body, { abortEarly: false });
      if (parsed.success) errors.push(...checkVendorDocumentReferences(parsed.output));
      else errors.push(...issuesToFieldErrors(parsed.issues));
      if (errors.length || !parsed.success) throw validationFailed(errors);

      let created: boolean;
      try {
        ({ created } = await applyVendorDocument(app.ctx.db, slug, parsed.output, app.ctx.clock.now()));
      } catch (error) {
        if (error instanceof VendorDocumentConflict) throw validationFailed(error.errors);
        throw error;
      }
      const summary = await loadVendorSummary(app.ctx.db, slug);
      if (!summary) throw new Error(`vendor ${slug} vanished after it was applied`);
      return reply.status(created ? 201 : 200).send(toAdminVendorResponse(summary));
    },
  );
};
