/**
 * `GET /api/v2/admin/vendors/{slug}/document`: the vendor's whole document, exactly as PUT takes
 * it (defaults filled in, the statement sanitised), with its ETag. Sending it back changes
 * nothing. It holds the vendor's secrets (`google_recaptcha_secret`, `invitation_codes`), as
 * the admin wrote them, so it is never cached.
 */
import type { FastifyPluginAsync } from "fastify";
import * as v from "valibot";
import { VendorDocumentSchema, VendorSlugSchema } from "#contract";
import { notFound } from "../../http/api-error.js";
import { readTagCondition, tagMatches } from "../../http/entity-tags.js";
import { docSchema, errorResponses, headerParams } from "../../http/openapi.js";
import { findVendorBySlug } from "../../vendors/vendor-repository.js";
import { currentVendorDocument, currentVendorEtag } from "../../vendors/vendor-document-store.js";
import { DOCUMENT_ETAG, SLUG_PARAMS } from "./vendor.js";

export const vendorDocumentReadRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { slug: string } }>(
    "/vendors/:slug/document",
    {
      schema: {
        tags: ["admin"],
        summary: "Read a vendor's whole configuration document, exactly as PUT takes it",
        description:
          "Every setting, service, location, question, staff member and snippet, secrets included. A GET then a PUT " +
          "of the same body changes nothing. The ETag goes back as If-Match on PUT and PATCH.",
        security: [{ bearer: [] }],
        params: SLUG_PARAMS,
        headers: headerParams({ "if-none-match": "The ETag of a copy already held: 304 when it is still current." }),
        response: {
          200: { ...docSchema(VendorDocumentSchema), description: "The document", headers: DOCUMENT_ETAG },
          304: { description: "The copy named by If-None-Match is current", type: "null", headers: DOCUMENT_ETAG },
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const ifNoneMatch = readTagCondition("if-none-match", request.headers["if-none-match"]);
      // A slug that could never be stored simply names no vendor.
      const vendor = v.is(VendorSlugSchema, slug) ? await findVendorBySlug(app.ctx.db, slug) : undefined;
      if (!vendor) throw notFound("vendor_not_found", `No vendor "${slug}"`);
      reply.header("Cache-Control", "no-store");
      if (ifNoneMatch) {
        const etag = await currentVendorEtag(app.ctx.db, vendor.id);
        if (tagMatches(ifNoneMatch, etag, "weak")) return reply.status(304).header("ETag", etag).send();
      }
      const current = await currentVendorDocument(app.ctx.db, vendor.id);
      return reply.header("ETag", current.etag).send(current.doc);
    },
  );
};
