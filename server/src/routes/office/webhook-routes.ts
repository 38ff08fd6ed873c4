/**
 * A vendor's webhook endpoints for its own admins (role 30 and up) in the back office, under
 * `/api/v2/office/webhooks`: the routes of `../webhook-endpoint-routes.ts` (the same calls,
 * bodies and answers as the admin API's), for the session's vendor, a write with the session's
 * CSRF token, and written in the audit log as the person's.
 */
import { actorOf } from "../../audit/office-audit.js";
import { requireAdminOf } from "../../office/require-admin.js";
import { webhookEndpointRoutes } from "../webhook-endpoint-routes.js";

export const officeWebhookRoutes = webhookEndpointRoutes({
  base: "",
  baseParams: {},
  tags: ["office"],
  security: { read: [{ officeSession: [] }], write: [{ officeSession: [], officeCsrf: [] }] },
  doorStatuses: [401, 403],
  async callerOf(request, write) {
    const person = await requireAdminOf(request.server.ctx, request, write);
    return { vendorId: person.vendorId, actor: actorOf(person) };
  },
});
