/**
 * Staff tokens, issued and revoked by the admin:
 * - `POST /api/v2/admin/vendors/{slug}/staff/{key}/tokens` `{label?}` → 201 with the token,
 *   shown this once (only its SHA-256 is stored);
 * - `DELETE /api/v2/admin/staff-tokens/{id}` → 204; the token stops working at once.
 */
import type { FastifyPluginAsync } from "fastify";
import * as v from "valibot";
import { CreateStaffTokenSchema, type StaffTokenResponse, StaffTokenResponseSchema, VendorSlugSchema, key } from "#contract";
import { OPERATOR, recordOfficeAudit } from "../../audit/office-audit.js";
import { notFound } from "../../http/api-error.js";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import { issueStaffToken, revokeStaffToken } from "../../staff/staff-token.js";
import { SLUG_PARAMS } from "./vendor.js";

const TokenIdSchema = v.pipe(v.string(), v.regex(/^\d{1,9}$/, "must be a token id"), v.transform(Number));

export const staffTokenRoutes: FastifyPluginAsync = async (app) => {
  /** Whose token it is, for the audit log. */
  const tokenOwner = (id: number) =>
    app.ctx.db
      .selectFrom("staff_tokens")
      .innerJoin("staff_users", "staff_users.id", "staff_tokens.staff_id")
      .select(["staff_users.vendor_id", "staff_users.key", "staff_tokens.label", "staff_tokens.revoked_at"])
      .where("staff_tokens.id", "=", id)
      .executeTakeFirst();

  app.post<{ Params: { slug: string; key: string } }>(
    "/vendors/:slug/staff/:key/tokens",
    {
      schema: {
        tags: ["admin"],
        summary: "Issue a bearer token for a staff member (shown once)",
        security: [{ bearer: [] }],
        params: { ...SLUG_PARAMS, required: ["slug", "key"], properties: { ...SLUG_PARAMS.properties, key: { type: "string" } } },
        body: docSchema(v.unwrap(CreateStaffTokenSchema)),
        response: {
          201: { description: "The token; store it now, it cannot be read again", ...docSchema(StaffTokenResponseSchema) },
          ...errorResponses(401, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const { slug, key: staffKey } = request.params;
      const body = parseWith(CreateStaffTokenSchema, request.body ?? undefined);
      // A slug or key that could never be stored simply names nobody.
      const staff =
        v.is(VendorSlugSchema, slug) && v.is(key, staffKey)
          ? await app.ctx.db
              .selectFrom("staff_users")
              .innerJoin("vendors", "vendors.id", "staff_users.vendor_id")
              .select(["staff_users.id", "staff_users.vendor_id"])
              .where("vendors.slug", "=", slug)
              .where("staff_users.key", "=", staffKey)
              .where("staff_users.active", "=", 1)
              .executeTakeFirst()
          : undefined;
      if (!staff) throw notFound("staff_not_found", `No active staff member "${staffKey}" at vendor "${slug}"`);
      const issued = await issueStaffToken(app.ctx.db, staff.id, body.label, app.ctx.clock.now());
      const detail = { token_id: issued.id, label: issued.label };
      await recordOfficeAudit(
        app.ctx.db,
        { vendorId: staff.vendor_id, actor: OPERATOR, action: "token.create", target: staffKey, detail, address: request.ip },
        app.ctx.clock.now(),
      );
      return reply.status(201).send({
        data: { id: issued.id, type: "staff-tokens", attributes: { token: issued.token, label: issued.label, created: issued.created } },
      } satisfies StaffTokenResponse);
    },
  );

  app.delete<{ Params: { id: string } }>(
    "/staff-tokens/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Revoke a staff token",
        security: [{ bearer: [] }],
        params: { type: "object", required: ["id"], properties: { id: { type: "string", pattern: "^\\d{1,9}$" } } },
        response: { 204: { description: "Revoked (also when it already was)", type: "null" }, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      // A malformed id names no token, like an unknown one.
      const parsed = v.safeParse(TokenIdSchema, request.params.id);
      const token = parsed.success ? await tokenOwner(parsed.output) : undefined;
      if (!parsed.success || !(await revokeStaffToken(app.ctx.db, parsed.output, app.ctx.clock.now()))) {
        throw notFound("not_found", "No such staff token");
      }
      // Revoking twice is answered the same, and recorded once.
      if (token && token.revoked_at === null) {
        const detail = { token_id: parsed.output, label: token.label };
        await recordOfficeAudit(
          app.ctx.db,
          { vendorId: token.vendor_id, actor: OPERATOR, action: "token.revoke", target: token.key, detail, address: request.ip },
          app.ctx.clock.now(),
        );
      }
      return reply.status(204).send();
    },
  );
};
