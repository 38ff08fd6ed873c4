/**
 * Authenticates a staff API call: a `qbs_…` bearer token of an active staff user of an existing
 * vendor (not revoked), or ADMIN_TOKEN for the admin principal. Anything else is 401.
 */
import type { FastifyRequest } from "fastify";
import { ApiError } from "../http/api-error.js";
import { bearerToken, hashToken, requireAdmin } from "../http/bearer-auth.js";
import type { AppContext } from "../http/context.js";
import { ADMIN_PRINCIPAL, type StaffPrincipal } from "./staff-principal.js";
import { STAFF_TOKEN_PREFIX } from "./staff-token.js";

export async function authenticateStaff(ctx: AppContext, request: FastifyRequest): Promise<StaffPrincipal> {
  const token = bearerToken(request);
  if (!token) throw new ApiError(401, "unauthorized", "Send Authorization: Bearer <token>");
  if (!token.startsWith(STAFF_TOKEN_PREFIX)) {
    // Throws the admin API's own 401 when it is not ADMIN_TOKEN either.
    requireAdmin(ctx, request);
    return ADMIN_PRINCIPAL;
  }
  const row = await ctx.db
    .selectFrom("staff_tokens")
    .innerJoin("staff_users", "staff_users.id", "staff_tokens.staff_id")
    .innerJoin("vendors", "vendors.id", "staff_users.vendor_id")
    .select(["staff_users.id", "staff_users.full_name", "staff_users.role_level", "vendors.id as vendor_id", "vendors.slug", "vendors.name as vendor_name"])
    .where("staff_tokens.token_hash", "=", hashToken(token))
    .where("staff_tokens.revoked_at", "is", null)
    .where("staff_users.active", "=", 1)
    .executeTakeFirst();
  if (!row) {
    // An ADMIN_TOKEN that happens to start like a staff token still works.
    requireAdmin(ctx, request);
    return ADMIN_PRINCIPAL;
  }
  return {
    kind: "staff",
    id: row.id,
    vendorId: row.vendor_id,
    vendorSlug: row.slug,
    vendorName: row.vendor_name,
    fullName: row.full_name,
    roleLevel: row.role_level,
  };
}
