/**
 * `PATCH /api/v2/admin/vendors/{slug}/document` with a JSON Merge Patch (RFC 7396): changes only
 * the members it names; `null` removes one, which then takes its default; a list is replaced
 * whole, so a patch of one location sends the whole `locations` list. The merged document is
 * checked like a PUT's (422 with field paths). If-Match is required (428 without): a patch made
 * from a stale read would put back a list another admin changed meanwhile. `If-Match: *` patches
 * whatever version is current.
 */
import type { FastifyPluginAsync } from "fastify";
import * as v from "valibot";
import { VendorSlugSchema } from "#contract";
import { OPERATOR } from "../../audit/office-audit.js";
import { ApiError, notFound } from "../../http/api-error.js";
import { SLUG_PARAMS } from "./vendor.js";
import { answerDocumentWrite, mergePatchWrite, writeConditions, writeHeaders, writeResponses } from "./vendor-document-write.js";

export const vendorDocumentPatchRoute: FastifyPluginAsync = async (app) => {
  app.patch<{ Params: { slug: string } }>(
    "/vendors/:slug/document",
    {
      schema: {
        tags: ["admin"],
        summary: "Change part of a vendor's document with a JSON Merge Patch (RFC 7396)",
        description:
          "Members the patch names are set, null removes a member (it takes its default), objects merge, and lists " +
          "(locations, services, questions, staff, cx_snippets, allowed_origins, …) are replaced whole: to change one " +
          "location, send the whole locations list. The merged document is checked as a PUT's is. " +
          "Body: application/merge-patch+json (application/json is taken too).",
        security: [{ bearer: [] }],
        params: SLUG_PARAMS,
        headers: writeHeaders("Required (428 without): the ETag of the document the patch was made from, or *."),
        consumes: ["application/merge-patch+json", "application/json"],
        body: { type: "object", description: "A JSON Merge Patch of the vendor document" },
        response: writeResponses(400, 401, 404, 412, 413, 415, 422, 428),
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const conditions = writeConditions(request);
      if (!conditions.ifMatch) {
        throw new ApiError(428, "precondition_required", "PATCH needs If-Match: the ETag of the document it was made from (or *)");
      }
      if (!v.is(VendorSlugSchema, slug)) throw notFound("vendor_not_found", `No vendor "${slug}"`);
      const patch: unknown = request.body;
      const by = { actor: OPERATOR, source: "admin", address: request.ip } as const;
      return answerDocumentWrite(app, reply, slug, mergePatchWrite(patch, conditions), by);
    },
  );
};
