/**
 * `POST /api/v2/admin/vendors` `{slug, name, admin: {full_name, email}}` (the operator, with
 * ADMIN_TOKEN): a new vendor with its first admin, who is emailed an invitation to the back
 * office; the answer carries the link too. 409 `conflict` when the slug is taken.
 */
import type { FastifyPluginAsync } from "fastify";
import { CreatedVendorResponseSchema, CreateVendorBodySchema, type CreatedVendorResponse, negotiateLocale } from "#contract";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { OPERATOR, recordOfficeAudits } from "../../audit/office-audit.js";
import { parseWith } from "../../http/validate.js";
import { createVendorWithAdmin } from "../../office/create-vendor.js";

export const createVendorRoute: FastifyPluginAsync = async (app) => {
  app.post(
    "/vendors",
    {
      schema: {
        tags: ["admin"],
        summary: "Create a vendor and its first admin (an invitation to the back office)",
        security: [{ bearer: [] }],
        response: {
          201: { description: "The vendor, created; its first admin is invited", ...docSchema(CreatedVendorResponseSchema) },
          ...errorResponses(409),
        },
      },
    },
    async (request, reply) => {
      const body = parseWith(CreateVendorBodySchema, request.body);
      const created = await createVendorWithAdmin(app.ctx.db, body, {
        publicUrl: app.ctx.config.publicUrl,
        locale: negotiateLocale(request.headers["accept-language"]),
        now: app.ctx.clock.now(),
      });
      await app.ctx.configCache.changed(created.vendorId);
      const entry = { vendorId: created.vendorId, actor: OPERATOR, address: request.ip };
      await recordOfficeAudits(
        app.ctx.db,
        [
          { ...entry, action: "vendor.create", target: body.slug, detail: { name: body.name, admin_email: body.admin.email } },
          { ...entry, action: "invite", target: "admin", detail: { email: body.admin.email, full_name: body.admin.full_name } },
        ],
        app.ctx.clock.now(),
      );
      return reply
        .status(201)
        .send({ data: { slug: body.slug, name: body.name, admin_email: body.admin.email, invite_link: created.link } } satisfies CreatedVendorResponse);
    },
  );
};
