/**
 * The audit trail of one booking (`GET /api/v2/staff/appointments/{id}/audit`) or place in line
 * (`GET /api/v2/staff/queue-appointments/{id}/audit`): every action on it, oldest first, with who
 * took it. Readable by whoever may read the location's line.
 */
import type { FastifyPluginAsync } from "fastify";
import { idText, type StaffAuditResponse, StaffAuditResponseSchema } from "#contract";
import { docSchema, errorResponses } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import { loadAudit, type AuditSubject } from "../../staff/staff-audit.js";
import { assertAllowed, canReadQueue } from "../../staff/staff-permissions.js";
import { findVisibleQueueAppointment, findVisibleAppointment } from "../../staff/staff-scope.js";
import { actorOf } from "./staff-request.js";

const IdSchema = idText("an appointment id");
const ID_PARAMS = {
  type: "object",
  required: ["id"],
  properties: { id: { type: "string", pattern: "^\\d{1,10}$" } },
} as const;

const SUBJECTS: { path: string; subject: AuditSubject; what: string; find: typeof findVisibleAppointment | typeof findVisibleQueueAppointment }[] = [
  { path: "/appointments/:id/audit", subject: "appointment", what: "a booked appointment", find: findVisibleAppointment },
  { path: "/queue-appointments/:id/audit", subject: "queue-appointment", what: "a place in line", find: findVisibleQueueAppointment },
];

export const auditRoutes: FastifyPluginAsync = async (app) => {
  for (const { path, subject, what, find } of SUBJECTS) {
    app.get<{ Params: { id: string } }>(
      path,
      {
        schema: {
          tags: ["staff"],
          summary: `The audit trail of ${what}: who did what, from which status to which`,
          security: [{ bearer: [] }],
          params: ID_PARAMS,
          response: { 200: { description: "The trail, oldest first", ...docSchema(StaffAuditResponseSchema) }, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request): Promise<StaffAuditResponse> => {
        const actor = actorOf(request);
        const row = await find(app.ctx.db, actor.principal, parseWith(IdSchema, request.params.id));
        assertAllowed(canReadQueue(actor, row.location_id));
        return { data: await loadAudit(app.ctx.db, subject, row.id) };
      },
    );
  }
};
