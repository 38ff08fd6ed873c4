/**
 * What a vendor's admins (role 30 and up) do in the back office, on their own vendor only:
 * - `GET /api/v2/office/document`: the vendor document and its ETag (as the operator's admin API);
 * - `PATCH /api/v2/office/document`: a JSON Merge Patch of it, `If-Match` required (428), the
 *   same checks and answer (`meta.changes`, `meta.warnings`, 412 when someone saved meanwhile);
 * - `POST /api/v2/office/invitations` `{staff_key}`: emails that staff member an invitation to
 *   choose a password, and answers the link (to hand over another way when mail is not set up).
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { InvitationBodySchema, InvitationResponseSchema, type InvitationResponse, negotiateLocale, VendorDocumentSchema } from "#contract";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { actorOf, recordOfficeAudit } from "../../audit/office-audit.js";
import { ApiError, notFound, validationFailed } from "../../http/api-error.js";
import { parseWith } from "../../http/validate.js";
import { wellFormedJsonParser } from "../../http/json-body.js";
import { requireAdminOf as requireAdmin } from "../../office/require-admin.js";
import { sendOfficeLink } from "../../office/send-link.js";
import { currentVendorDocument } from "../../vendors/vendor-document-store.js";
import { ADMIN_VENDOR_DOC, DOCUMENT_ETAG } from "../admin/vendor.js";
import { answerDocumentWrite, mergePatchWrite, writeConditions } from "../admin/vendor-document-write.js";

export const officeAdminRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser("application/merge-patch+json", { parseAs: "string" }, wellFormedJsonParser(app));

  const requireAdminOf = (request: FastifyRequest, write: boolean) => requireAdmin(app.ctx, request, write);

  app.get(
    "/document",
    {
      schema: {
        tags: ["office"],
        summary: "The vendor's document, for its admins",
        security: [{ officeSession: [] }],
        response: { 200: { ...docSchema(VendorDocumentSchema), description: "The document", headers: DOCUMENT_ETAG } },
      },
    },
    async (request, reply) => {
      const person = await requireAdminOf(request, false);
      const current = await currentVendorDocument(app.ctx.db, person.vendorId);
      return reply.header("cache-control", "no-store").header("ETag", current.etag).send(current.doc);
    },
  );

  app.patch(
    "/document",
    // Large vendors' documents are large; the session is checked (onRequest) before the body is read.
    {
      bodyLimit: app.ctx.config.adminBodyLimit,
      schema: {
        tags: ["office"],
        summary: "Change the vendor's document (JSON Merge Patch, If-Match)",
        security: [{ officeSession: [], officeCsrf: [] }],
        response: {
          200: { description: "Written; the vendor as stored, with meta.changes and meta.warnings", ...ADMIN_VENDOR_DOC, headers: DOCUMENT_ETAG },
          ...errorResponses(412, 428),
        },
      },
    },
    async (request, reply) => {
      const person = await requireAdminOf(request, true);
      const conditions = writeConditions(request);
      if (!conditions.ifMatch) throw new ApiError(428, "precondition_required", "Send If-Match: the ETag of the document the change was made from");
      const patch: unknown = request.body;
      const by = { actor: actorOf(person), source: "office", address: request.ip } as const;
      return answerDocumentWrite(app, reply, person.vendorSlug, mergePatchWrite(patch, conditions), by);
    },
  );

  app.post(
    "/invitations",
    {
      schema: {
        tags: ["office"],
        summary: "Invite a staff member by email",
        security: [{ officeSession: [], officeCsrf: [] }],
        response: { 201: { description: "Invited", ...docSchema(InvitationResponseSchema) } },
      },
    },
    async (request, reply) => {
      const person = await requireAdminOf(request, true);
      const { staff_key } = parseWith(InvitationBodySchema, request.body);
      const member = await app.ctx.db
        .selectFrom("staff_users")
        .select(["id", "full_name", "email", "languages"])
        .where("vendor_id", "=", person.vendorId)
        .where("key", "=", staff_key)
        .where("active", "=", 1)
        .executeTakeFirst();
      if (!member) throw notFound("staff_not_found", `No staff member "${staff_key}"`);
      if (!member.email)
        throw validationFailed([{ field: "staff_key", code: "invalid_value", message: "This staff member has no email to send the invitation to" }]);
      const link = await sendOfficeLink(
        app.ctx.db,
        {
          staffId: member.id,
          fullName: member.full_name,
          email: member.email,
          vendorId: person.vendorId,
          vendorName: person.vendorName,
          languages: String(member.languages),
        },
        "invite",
        { publicUrl: app.ctx.config.publicUrl, locale: negotiateLocale(request.headers["accept-language"]), now: app.ctx.clock.now() },
      );
      const detail = { email: member.email, full_name: member.full_name };
      await recordOfficeAudit(
        app.ctx.db,
        { vendorId: person.vendorId, actor: actorOf(person), action: "invite", target: staff_key, detail, address: request.ip },
        app.ctx.clock.now(),
      );
      return reply.status(201).send({ data: { staff_key, email: member.email, link } } satisfies InvitationResponse);
    },
  );
};
