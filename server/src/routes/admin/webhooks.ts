/**
 * A vendor's webhook endpoints through the admin API (bearer ADMIN_TOKEN, checked for the whole
 * `/api/v2/admin` prefix), under `/api/v2/admin/vendors/{slug}/webhooks`: the routes of
 * `../webhook-endpoint-routes.ts`, for the vendor the slug names, written in the audit log as the
 * operator's.
 */
import { OPERATOR } from "../../audit/office-audit.js";
import { notFound } from "../../http/api-error.js";
import { findVendorBySlug } from "../../vendors/vendor-repository.js";
import { webhookEndpointRoutes } from "../webhook-endpoint-routes.js";
import { SLUG_PARAMS } from "./vendor.js";

export const webhookRoutes = webhookEndpointRoutes({
  base: "/vendors/:slug",
  baseParams: SLUG_PARAMS.properties,
  tags: ["admin"],
  security: { read: [{ bearer: [] }], write: [{ bearer: [] }] },
  doorStatuses: [401, 404],
  async callerOf(request) {
    const { slug } = request.params as { slug: string };
    const vendor = await findVendorBySlug(request.server.ctx.db, slug);
    if (!vendor) throw notFound("vendor_not_found", `No vendor "${slug}"`);
    return { vendorId: vendor.id, actor: OPERATOR };
  },
});
