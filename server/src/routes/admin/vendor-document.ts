/**
 * `PUT /api/v2/admin/vendors/{slug}/document` (and, as before, `PUT /api/v2/admin/vendors/{slug}`):
 * create or replace a vendor from its whole configuration document. 201 when created, 200 when
 * replaced, both answering the vendor as stored, what changed and the new ETag; 422 lists every
 * bad field (schema first, then keys, references and domains). Items left out are deactivated:
 * the answer's `meta.changes` names them.
 */
import type { FastifyPluginAsync, RouteHandler, RouteShorthandOptions } from "fastify";
import * as v from "valibot";
import { VendorDocumentSchema, VendorSlugSchema, type FieldError } from "#contract";
import { ApiError, validationFailed } from "../../http/api-error.js";
import { OPERATOR } from "../../audit/office-audit.js";
import { docSchema } from "../../http/openapi.js";
import { parseVendorDocument } from "../../vendors/parse-vendor-document.js";
import { SLUG_ERROR, SLUG_PARAMS } from "./vendor.js";
import { answerDocumentWrite, writeConditions, writeHeaders, writeResponses } from "./vendor-document-write.js";

const DESCRIPTION =
  "The whole document: what it leaves out takes its default, and locations, services, questions and staff it leaves out " +
  "are deactivated (snippets deleted), as meta.changes in the answer lists. To change a few fields, PATCH …/document. " +
  "Idempotent: the same document again keeps every row and id and the ETag. pre_booking_statement is sanitised. " +
  "Without If-Match the write is unconditional.";

export const vendorDocumentRoutes: FastifyPluginAsync = async (app) => {
  const options = (summary: string): RouteShorthandOptions => ({
    schema: {
      tags: ["admin"],
      summary,
      description: DESCRIPTION,
      security: [{ bearer: [] }],
      params: SLUG_PARAMS,
      headers: writeHeaders("Optional: write only over this version of the document."),
      body: docSchema(VendorDocumentSchema),
      response: writeResponses(400, 401, 412, 413, 415, 422),
    },
  });

  const put: RouteHandler<{ Params: { slug: string } }> = async (request, reply) => {
    const { slug } = request.params;
    if ((request.headers["content-type"] ?? "").startsWith("application/merge-patch+json")) {
      throw new ApiError(415, "unsupported_media_type", "PUT takes the whole document as application/json; send a merge patch with PATCH …/document");
    }
    const conditions = writeConditions(request);
    // Path and body are checked together so that one answer lists every problem.
    const errors: FieldError[] = v.is(VendorSlugSchema, slug) ? [] : [SLUG_ERROR];
    const parsed = await parseVendorDocument(request.body);
    if (!parsed.ok) errors.push(...parsed.errors);
    if (errors.length || !parsed.ok) throw validationFailed(errors);
    const { doc } = parsed;
    return answerDocumentWrite(
      app,
      reply,
      slug,
      { create: true, next: async () => doc, ...conditions },
      { actor: OPERATOR, source: "admin", address: request.ip },
    );
  };

  app.put("/vendors/:slug/document", options("Create or replace a vendor from its whole configuration document"), put);
  app.put("/vendors/:slug", options("Create or replace a vendor (the same as PUT …/{slug}/document)"), put);
};
